import { act, waitFor } from '@testing-library/react';
import { JOBS_CHANGED_THROTTLE_MS, useJobsChanged } from './useJobsChanged';
import { renderWithJobProviders } from './test-utils';

function Listener({ onChange }: { onChange: () => void }) {
  useJobsChanged(onChange);
  return null;
}

function changed(seq: number) {
  return { jobsChanged: { __typename: 'JobsChangedEvent', seq, version: seq } };
}

describe('useJobsChanged', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('reports a burst of changes at once and once more at the end of the window', async () => {
    // The test's clock (timers and Date.now): the throttle window passes only when the test says so.
    jest.useFakeTimers();
    const calledAt: number[] = [];
    const onChange = jest.fn(() => calledAt.push(Date.now()));
    const view = renderWithJobProviders(<Listener onChange={onChange} />);
    await waitFor(() => expect(view.subscriptions.operation?.operationName).toBe('JobsChanged'));

    view.push(changed(1));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    view.push(changed(2));
    view.push(changed(3));
    view.push(changed(4));
    // The changes are delivered (no time passes meanwhile); the window started at the first report.
    await act(() => Promise.resolve());
    const windowEnd = (calledAt[0] ?? 0) + JOBS_CHANGED_THROTTLE_MS;
    act(() => jest.advanceTimersByTime(windowEnd - Date.now() - 1));
    expect(onChange).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(2);
    act(() => jest.advanceTimersByTime(2 * JOBS_CHANGED_THROTTLE_MS));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('reports after the live connection came back', () => {
    const onChange = jest.fn();
    const view = renderWithJobProviders(<Listener onChange={onChange} />);
    act(() => {
      view.connection.connected();
      view.connection.closed({ code: 1006 });
      view.connection.connected();
    });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
