import { act, screen, within } from '@testing-library/react';
import { clearErrorLog, logError } from '../../shared/errorLog/errorLogStore';
import { setErrorLogOpen } from '../../shared/errorLog/errorLogDialogState';
import { renderFeature } from '../../test/renderFeature';
import { ErrorLogDialog } from './ErrorLogDialog';

beforeEach(() => {
  clearErrorLog();
  setErrorLogOpen(false);
});

describe('Error log', () => {
  it('shows a failed server call with its operation, code and trace id under Info', async () => {
    renderFeature(<ErrorLogDialog />, { language: 'en' });
    act(() => {
      logError(new Error('Internal server error'), '', { name: 'StoreList', traceId: '6f1c2a34-0b7e-4c1d-9a2b-3c4d5e6f7a8b', code: 'INTERNAL_SERVER_ERROR' });
      setErrorLogOpen(true);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Error log' });
    const row = within(dialog).getByRole('row', { name: /Internal server error/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Internal server error');
    expect(cells[1]).toHaveTextContent('Operation: StoreList');
    expect(cells[1]).toHaveTextContent('Code: INTERNAL_SERVER_ERROR');
    expect(cells[1]).toHaveTextContent('Trace id: 6f1c2a34-0b7e-4c1d-9a2b-3c4d5e6f7a8b');
  });

  it('shows where a render error happened under Info, in the chosen language', async () => {
    renderFeature(<ErrorLogDialog />, { language: 'pl' });
    act(() => {
      logError(new Error('Leaflet list exploded'), '\n    at LeafletList\n    at Dashboard');
      logError(new Error('Nie działa'), '', { name: undefined, traceId: 'trace-7', code: undefined });
      setErrorLogOpen(true);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Dziennik błędów' });
    const render = within(dialog).getByRole('row', { name: /Leaflet list exploded/ });
    expect(within(render).getAllByRole('cell')[1]).toHaveTextContent('at LeafletList');
    const call = within(dialog).getByRole('row', { name: /Nie działa/ });
    expect(within(call).getAllByRole('cell')[1]).toHaveTextContent('Operacja: (bez nazwy)');
    expect(within(call).getAllByRole('cell')[1]).toHaveTextContent('Identyfikator śledzenia: trace-7');
  });
});
