import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { showErrorToast } from './errorToast';
import { invalidFieldsHtml, isLeafletInvalidFields, sanitizeToastHtml, showInvalidFieldsToast, type FailedCall } from './invalidFieldsToast';
import { lightTheme } from './theme/theme';
import { createAppI18n } from '../test/appI18n';

const HOSTILE = 'Date is <b>too early</b> <img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">here</a>';

function refusal(invalidFields: unknown[], path = '/api/stores/s-1/leaflets', naturalId?: string): FailedCall {
  return { path, status: 400, body: { status: 400, code: 'INVALID_REQUEST', message: 'Validation failed', invalidFields }, naturalId };
}

function renderToaster(language: 'en' | 'pl' = 'en') {
  const i18n = createAppI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={lightTheme}>
        <Toaster />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return i18n;
}

afterEach(() => {
  act(() => toast.remove());
});

describe('the invalid-fields toast (the one toast with HTML)', () => {
  it('keeps simple formatting and drops images, scripts, links and every attribute', async () => {
    const i18n = renderToaster();
    act(() => {
      showInvalidFieldsToast(i18n, refusal([{ field: 'validFrom', message: HOSTILE }]));
    });
    const shown = await screen.findByTestId('invalid-fields-toast');
    expect(shown).toHaveTextContent('Valid from: Date is too early here');
    expect(within(shown).getByText('too early').tagName).toBe('B');
    expect(shown.querySelector('img')).toBeNull();
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.querySelector('a')).toBeNull();
    expect(shown.innerHTML).not.toMatch(/onerror|alert|javascript:/);
    expect(shown.querySelectorAll('[onerror], [href], [src], [style]')).toHaveLength(0);
  });

  it('shows one line per field with the display names, after the natural id, until closed', async () => {
    const user = userEvent.setup();
    const i18n = renderToaster('pl');
    act(() => {
      showInvalidFieldsToast(
        i18n,
        refusal(
          [
            { field: 'validTo', key: 'validation.validToExpired', message: 'The end date has already passed' },
            { field: 'priority', message: 'Too big' },
          ],
          '/api/leaflets/s-1/files',
          '<i>lidl</i>-48',
        ),
      );
    });
    const shown = await screen.findByTestId('invalid-fields-toast');
    const lines = shown.querySelector('div')?.innerHTML.split('<br>');
    expect(lines).toEqual(['<strong>&lt;i&gt;lidl&lt;/i&gt;-48</strong>', 'Ważna do: Data końcowa już minęła', 'priority: Too big']);
    await user.click(within(shown).getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByTestId('invalid-fields-toast')).not.toBeInTheDocument();
  });

  it('is used only for 400 INVALID_REQUEST with refused fields on a /leaflets path', () => {
    expect(isLeafletInvalidFields(refusal([{ field: 'status', message: 'x' }]))).toBe(true);
    expect(isLeafletInvalidFields(refusal([]))).toBe(false);
    expect(isLeafletInvalidFields(refusal([{ field: 'name', message: 'x' }], '/api/stores/s-1'))).toBe(false);
    expect(isLeafletInvalidFields({ ...refusal([{ field: 'status', message: 'x' }]), status: 409 })).toBe(false);
  });

  it('sanitises down to the allowed tags without attributes', () => {
    expect(sanitizeToastHtml('<ul><li class="x" style="color:red">one</li></ul><p onclick="x()">two</p><em>three</em><iframe src="x"></iframe>')).toBe(
      '<ul><li>one</li></ul><p>two</p><em>three</em>',
    );
    const i18n = createAppI18n('en');
    expect(invalidFieldsHtml(i18n, refusal([{ field: '<img src=x onerror=alert(1)>', message: 'bad' }]))).toBe('&lt;img src=x onerror=alert(1)&gt;: bad');
  });
});

describe('every other error toast', () => {
  it('renders the server’s message as text', async () => {
    const i18n = renderToaster();
    act(() => {
      showErrorToast(i18n, HOSTILE);
    });
    const shown = await screen.findByText(/^Error: Date is <b>too early<\/b> <img src=x onerror=alert\(1\)>/);
    expect(shown.querySelector('img, script, b, a')).toBeNull();
  });
});
