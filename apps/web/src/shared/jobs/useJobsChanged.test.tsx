import { act, waitFor } from '@testing-library/react';
import { useJobsChanged } from './useJobsChanged';
import { renderWithJobProviders } from './test-utils';

function Listener({ onChange }: { onChange: () => void }) {
  useJobsChanged(onChange);
  return null;
}

function changed(seq: number) {
  return { jobsChanged: { __typename: 'JobsChangedEvent', seq, version: seq } };
}

describe('useJobsChanged', () => {
  it('reports a burst of changes at once and once more at the end of the window', async () => {
    const onChange = jest.fn();
    const view = renderWithJobProviders(<Listener onChange={onChange} />);
    await waitFor(() => expect(view.subscriptions.operation?.operationName).toBe('JobsChanged'));

    view.push(changed(1));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    view.push(changed(2));
    view.push(changed(3));
    view.push(changed(4));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(onChange).toHaveBeenCalledTimes(1);

    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
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
