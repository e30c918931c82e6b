import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { showErrorToast } from './errorToast';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { InvalidField } from '@flyerdesk/domain/errors';
import { GraphQLError } from 'graphql';
import { invalidFieldsHtml, sanitizeToastHtml, showInvalidFieldsToast, showPersistentErrorToast } from './invalidFieldsToast';
import { createAppI18n } from '../test/appI18n';
import { renderToaster } from '../test/renderToaster';

const HOSTILE = 'Date is <b>too early</b> <img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">here</a>';

/** A refused field whose message has no translation: the server's text is shown (handler 4). */
function refused(field: string, message: string, key = 'validation.serverOnly'): InvalidField {
  return { field, key, message };
}

afterEach(() => {
  act(() => toast.remove());
});

describe('the invalid-fields toast (the one toast with HTML)', () => {
  it('keeps simple formatting and drops images, scripts, links and every attribute', async () => {
    const i18n = renderToaster();
    act(() => {
      showInvalidFieldsToast(i18n, [refused('validFrom', HOSTILE)]);
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
        [refused('validTo', 'The end date has already passed', 'validation.validToExpired'), refused('priority', 'Too big')],
        '<i>lidl</i>-48',
      );
    });
    const shown = await screen.findByTestId('invalid-fields-toast');
    const lines = shown.querySelector('div')?.innerHTML.split('<br>');
    expect(lines).toEqual(['<strong>&lt;i&gt;lidl&lt;/i&gt;-48</strong>', 'Ważna do: Data końcowa już minęła', 'priority: Too big']);
    await user.click(within(shown).getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByTestId('invalid-fields-toast')).not.toBeInTheDocument();
  });

  it('fills the message’s values in the interface language (the server sends the number, not the words)', async () => {
    const i18n = renderToaster('pl');
    act(() => {
      showInvalidFieldsToast(i18n, [
        { field: 'naturalId', key: 'validation.maxLength', message: 'Enter at most 255 characters', values: { max: 255 } },
      ]);
    });
    const shown = await screen.findByTestId('invalid-fields-toast');
    expect(shown).toHaveTextContent(/255/);
    expect(shown).not.toHaveTextContent('Enter at most');
  });

  it('shows plain text as text in a toast that stays until closed', async () => {
    renderToaster();
    act(() => {
      showPersistentErrorToast(HOSTILE, 'failed-to-process-toast');
    });
    const shown = await screen.findByTestId('failed-to-process-toast');
    expect(shown).toHaveTextContent(HOSTILE);
    expect(shown.querySelector('img, script, b, a')).toBeNull();
  });

  it('sanitises down to the allowed tags without attributes', () => {
    expect(sanitizeToastHtml('<ul><li class="x" style="color:red">one</li></ul><p onclick="x()">two</p><em>three</em><iframe src="x"></iframe>')).toBe(
      '<ul><li>one</li></ul><p>two</p><em>three</em>',
    );
    const i18n = createAppI18n('en');
    expect(invalidFieldsHtml(i18n, [refused('<img src=x onerror=alert(1)>', 'bad')])).toBe('&lt;img src=x onerror=alert(1)&gt;: bad');
  });
});

describe('every other error toast', () => {
  it('renders the server’s message of a code without a wording as text', async () => {
    const i18n = renderToaster();
    act(() => {
      showErrorToast(i18n, new CombinedGraphQLErrors({ errors: [new GraphQLError(HOSTILE, { extensions: { code: 'PRINTING_PAUSED' } })] }));
    });
    const shown = await screen.findByText(/^Error: Date is <b>too early<\/b> <img src=x onerror=alert\(1\)>/);
    expect(shown.querySelector('img, script, b, a')).toBeNull();
  });
});
