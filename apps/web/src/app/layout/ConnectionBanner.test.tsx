import { act, screen } from '@testing-library/react';
import { createConnectionMonitor } from '../../shared/apollo/connectionMonitor';
import { renderWithProviders } from '../../test/renderApp';
import { ConnectionBanner } from './ConnectionBanner';

const LOST = 'The live connection was lost. Reconnecting…';

describe('Connection banner', () => {
  it('appears when the live connection drops and goes away when it is back', () => {
    const onReconnected = jest.fn();
    const monitor = createConnectionMonitor(onReconnected);
    renderWithProviders(<ConnectionBanner />, { connection: monitor });

    act(() => monitor.connected());
    expect(screen.queryByText(LOST)).not.toBeInTheDocument();

    act(() => monitor.closed({ code: 1006, reason: '' }));
    expect(screen.getByRole('status')).toHaveTextContent(LOST);

    act(() => monitor.connected());
    expect(screen.queryByText(LOST)).not.toBeInTheDocument();
    expect(onReconnected).toHaveBeenCalledTimes(1);
  });

  it('stays hidden when an idle connection is closed on purpose', () => {
    const onReconnected = jest.fn();
    const monitor = createConnectionMonitor(onReconnected);
    renderWithProviders(<ConnectionBanner />, { connection: monitor });
    act(() => monitor.connected());
    act(() => monitor.closed({ code: 1000, reason: 'Normal Closure' }));
    expect(screen.queryByText(LOST)).not.toBeInTheDocument();
    act(() => monitor.connected());
    expect(onReconnected).not.toHaveBeenCalled();
  });
});
