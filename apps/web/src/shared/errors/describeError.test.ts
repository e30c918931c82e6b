import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { LANGUAGES } from '@flyerdesk/domain/constants';
import { ConflictReason, ErrorCode } from '@flyerdesk/domain/errors';
import { GraphQLError } from 'graphql';
import { createAppI18n } from '../../test/appI18n';
import { conflictReasonOf, describeError, errorCodeOf, invalidFieldsOf, isNetworkError, lockOf } from './describeError';

const pl = createAppI18n('pl');
const en = createAppI18n('en');

function failure(message: string, extensions: Record<string, unknown>): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ errors: [new GraphQLError(message, { extensions })] });
}

function httpFailure(status: number): ServerError {
  return new ServerError('Response not successful', { response: new Response('', { status }), bodyText: '' });
}

const LOCK = { holder: 'anna', since: '2026-01-02T10:00:00.000Z', expiresAt: '2026-01-02T10:00:30.000Z' };

describe('reading a failure', () => {
  it('reads the code, the conflict reason, the lock and the refused fields', () => {
    const priority = failure('x', { code: 'CONFLICT', reason: 'PRIORITY_TAKEN', naturalId: 'lidl-01', priority: 3, platform: 'android' });
    expect(errorCodeOf(priority)).toBe('CONFLICT');
    expect(conflictReasonOf(priority)).toBe('PRIORITY_TAKEN');
    expect(lockOf(priority)).toBeNull();

    const locked = failure('Someone else is editing this record', { code: 'LOCKED', lock: LOCK });
    expect(errorCodeOf(locked)).toBe('LOCKED');
    expect(lockOf(locked)).toEqual(LOCK);
    expect(conflictReasonOf(locked)).toBeUndefined();

    const invalid = failure('Validation failed', {
      code: 'BAD_USER_INPUT',
      invalidFields: [{ field: 'name', key: 'validation.required', message: 'Required' }, { nonsense: true }],
    });
    expect(invalidFieldsOf(invalid)).toEqual([{ field: 'name', key: 'validation.required', message: 'Required' }]);
  });

  it('reads a bare HTTP status and network failures', () => {
    expect(errorCodeOf(httpFailure(401))).toBe('UNAUTHENTICATED');
    expect(errorCodeOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(httpFailure(502))).toBe(true);
    expect(isNetworkError(failure('x', { code: 'UPSTREAM_UNAVAILABLE' }))).toBe(false);
  });

  it('ignores a conflict reason outside the contract', () => {
    expect(conflictReasonOf(failure('x', { code: 'CONFLICT', reason: 'constructor' }))).toBeUndefined();
    expect(conflictReasonOf(failure('x', { code: 'NOT_FOUND', reason: 'IN_USE' }))).toBeUndefined();
  });
});

describe('describeError words every failure in the interface language', () => {
  it('says the leaflet service is unavailable in Polish, without the server English sentence', () => {
    const error = failure('The leaflet service is unavailable, please try again later', { code: 'UPSTREAM_UNAVAILABLE' });
    expect(describeError(error, pl.t)).toBe('Serwis gazetek jest niedostępny, spróbuj ponownie później.');
  });

  it.each([
    ['UNAUTHENTICATED', {}, 'Sesja wygasła, zaloguj się ponownie.'],
    ['UNAUTHENTICATED', { reason: 'BAD_CREDENTIALS' }, 'Nieprawidłowa nazwa użytkownika lub hasło.'],
    ['FORBIDDEN', {}, 'Nie masz uprawnień do wykonania tej czynności.'],
    ['NOT_FOUND', {}, 'Nie znaleziono rekordu; mógł zostać usunięty.'],
    ['BAD_USER_INPUT', {}, 'Niektóre przesłane wartości są nieprawidłowe.'],
    ['FEATURE_DISABLED', { reason: 'OFFERS_RECOGNITION_DISABLED' }, 'Funkcja rozpoznawania ofert jest wyłączona.'],
    ['FEATURE_DISABLED', { reason: 'FEATURE_DISABLED' }, 'Ta funkcja jest wyłączona.'],
    ['TOO_MANY_REQUESTS', {}, 'Zbyt wiele żądań, spróbuj ponownie później.'],
    ['TOO_MANY_REQUESTS', { retryAfterSeconds: 29.2 }, 'Zbyt wiele żądań, spróbuj ponownie za 30 s.'],
    ['TOO_MANY_REQUESTS', { reason: 'TOO_MANY_ATTEMPTS' }, 'Zbyt wiele nieudanych prób logowania, spróbuj ponownie później.'],
    ['TOO_MANY_REQUESTS', { reason: 'TOO_MANY_PASSWORD_ATTEMPTS', retryAfterSeconds: 840 }, 'Zbyt wiele błędnych obecnych haseł. Spróbuj ponownie za 14 minut.'],
    ['TOO_MANY_REQUESTS', { reason: 'TOO_MANY_PASSWORD_ATTEMPTS', retryAfterSeconds: 100 }, 'Zbyt wiele błędnych obecnych haseł. Spróbuj ponownie za 2 minuty.'],
    ['TOO_MANY_REQUESTS', { reason: 'TOO_MANY_PASSWORD_ATTEMPTS' }, 'Zbyt wiele błędnych obecnych haseł. Spróbuj ponownie później.'],
    ['PASSWORD_CHANGE_REQUIRED', {}, 'Najpierw zmień hasło tymczasowe na własne.'],
    ['INTERNAL_SERVER_ERROR', {}, 'Wystąpił nieoczekiwany błąd serwera.'],
    ['GRAPHQL_VALIDATION_FAILED', {}, 'Nie udało się obsłużyć żądania. Odśwież stronę i spróbuj ponownie.'],
  ])('%s %j', (code, extensions, text) => {
    expect(describeError(failure('An English sentence from the server', { code, ...extensions }), pl.t)).toBe(text);
  });

  it.each([
    [{ reason: 'VERSION_MISMATCH', currentVersion: 4 }, 'Ktoś inny zmienił ten rekord w międzyczasie. Wczytaj go ponownie, aby zobaczyć zmiany.'],
    [{ reason: 'DUPLICATE_NAME' }, 'Ta nazwa jest już używana.'],
    [{ reason: 'IN_USE' }, 'Rekord jest używany i nie można go usunąć.'],
    [{ reason: 'INSERT_IN_USE' }, 'Wkładka jest używana w gazetkach i nie można jej usunąć.'],
    [
      { reason: 'PRIORITY_TAKEN', naturalId: 'lidl-01', priority: 3, platform: 'android' },
      'Istnieje już gazetka lidl-01 z priorytetem 3 na platformie Android.',
    ],
    [{ reason: 'ORDERING_CHANGED', currentVersion: 8, lastMove: { actor: 'root', naturalId: 'lidl-01', toPriority: 2 } }, 'root w międzyczasie zmienił(a) kolejność.'],
    [{ reason: 'ORDERING_CHANGED', currentVersion: 8, lastMove: null }, 'Kolejność zmieniła się w międzyczasie.'],
    [{ reason: 'JOB_FINISHED' }, 'Zadanie już się zakończyło.'],
    [{ reason: 'SOMETHING_NEW' }, 'Rekord zmienił się w międzyczasie; wczytaj go ponownie i spróbuj jeszcze raz.'],
  ])('CONFLICT %j', (extensions, text) => {
    expect(describeError(failure('An English sentence', { code: 'CONFLICT', ...extensions }), pl.t)).toBe(text);
  });

  it('words a required password change and too many wrong current passwords in English and Russian too', () => {
    const ru = createAppI18n('ru');
    const required = failure('Change your temporary password first', { code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(describeError(required, en.t)).toBe('Change your temporary password to your own first.');
    expect(describeError(required, ru.t)).toBe('Сначала смените временный пароль на свой.');
    const limited = failure('x', { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_PASSWORD_ATTEMPTS', retryAfterSeconds: 60 });
    expect(describeError(limited, en.t)).toBe('Too many wrong current passwords. Try again in 1 minute.');
    expect(describeError(limited, ru.t)).toBe('Слишком много неверных текущих паролей. Повторите через 1 минуту.');
  });

  it('names who holds the lock', () => {
    expect(describeError(failure('Someone else is editing this record', { code: 'LOCKED', lock: LOCK }), pl.t)).toBe('anna edytuje ten rekord.');
    expect(describeError(failure('x', { code: 'LOCKED' }), en.t)).toBe('Someone else is editing this record.');
  });

  it('lists refused fields with their display names and translated messages', () => {
    const error = failure('Validation failed', {
      code: 'BAD_USER_INPUT',
      invalidFields: [
        { field: 'validFrom', key: 'validation.required', message: 'Required' },
        { field: 'colour', key: 'validation.noSuchKey', message: 'English only' },
      ],
    });
    const text = describeError(error, pl.t);
    expect(text).toBe(
      `Niektóre przesłane wartości są nieprawidłowe: Ważna od: ${pl.t('validation.required', { ns: 'validation' })}; colour: nieprawidłowa wartość`,
    );
    expect(text).not.toContain('English only');
  });

  it('words network failures and bare HTTP statuses', () => {
    expect(describeError(new TypeError('Failed to fetch'), pl.t)).toBe('Brak połączenia z serwerem. Sprawdź połączenie i spróbuj ponownie.');
    expect(describeError(httpFailure(503), en.t)).toBe('No connection to the server. Check your connection and try again.');
    expect(describeError(httpFailure(403), en.t)).toBe('You do not have permission to do this.');
    expect(describeError(httpFailure(500), en.t)).toBe('An unexpected error occurred on the server.');
  });

  it("keeps the server's message only for a code without a wording, else says the error is unknown", () => {
    expect(describeError(failure('Printing is paused', { code: 'PRINTING_PAUSED' }), pl.t)).toBe('Printing is paused');
    expect(describeError(failure('', {}), pl.t)).toBe('Nieznany błąd');
    expect(describeError(new Error('cannot read x of undefined'), pl.t)).toBe('Nieznany błąd');
    expect(describeError(undefined, en.t)).toBe('Unknown error');
  });

  it.each(LANGUAGES)('has a wording of its own for every code and conflict reason of the contract in %s', (language) => {
    const i18n = createAppI18n(language);
    const texts = [
      ...Object.values(ErrorCode).map((code) => describeError(failure('server sentence', { code }), i18n.t)),
      ...Object.values(ConflictReason).map((reason) => describeError(failure('server sentence', { code: 'CONFLICT', reason }), i18n.t)),
    ];
    for (const text of texts) {
      expect(text).not.toBe('server sentence');
      expect(text).not.toMatch(/^(conflict|featureDisabled|unauthenticated)\./);
    }
    const fallback = i18n.t('conflict.OTHER', { ns: 'errorMessages' });
    const reasons = Object.values(ConflictReason).filter(
      (reason) => describeError(failure('x', { code: 'CONFLICT', reason }), i18n.t) === fallback,
    );
    expect(reasons).toEqual([]);
  });
});
