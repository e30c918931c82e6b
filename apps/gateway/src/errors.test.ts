import { GraphQLError } from 'graphql';
import { locked, maskError, toGraphQLError } from './errors';
import { UpstreamHttpError, UpstreamUnavailableError } from './upstream/http';

function mapped(error: unknown): GraphQLError {
  const result = toGraphQLError(error);
  if (!(result instanceof GraphQLError)) throw new Error('expected a GraphQLError');
  return result;
}

describe('upstream errors become typed GraphQL errors', () => {
  it('turns 400 INVALID_REQUEST into BAD_USER_INPUT with the invalid fields', () => {
    const error = mapped(
      new UpstreamHttpError(
        400,
        {
          status: 400,
          code: 'INVALID_REQUEST',
          message: 'Validation failed',
          invalidFields: [{ field: 'storeWebId', key: 'validation.storeWebId', message: "Only lowercase letters, digits and '-'" }],
        },
        'POST',
        '/api/stores',
      ),
    );
    expect(error.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      invalidFields: [{ field: 'storeWebId', key: 'validation.storeWebId', message: "Only lowercase letters, digits and '-'" }],
    });
  });

  it('maps 401, 403 and 404', () => {
    expect(mapped(new UpstreamHttpError(401, { code: 'UNAUTHORIZED' }, 'GET', '/x')).extensions['code']).toBe('UNAUTHENTICATED');
    expect(mapped(new UpstreamHttpError(401, { code: 'BAD_CREDENTIALS' }, 'POST', '/authenticate')).extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'BAD_CREDENTIALS',
    });
    expect(mapped(new UpstreamHttpError(403, null, 'GET', '/x')).extensions['code']).toBe('FORBIDDEN');
    expect(mapped(new UpstreamHttpError(404, null, 'GET', '/x')).extensions['code']).toBe('NOT_FOUND');
  });

  it('maps a temporary password that must be changed first to PASSWORD_CHANGE_REQUIRED, kept by the masking', () => {
    const error = mapped(new UpstreamHttpError(403, { status: 403, code: 'PASSWORD_CHANGE_REQUIRED', message: 'x' }, 'GET', '/api/stores'));
    expect(error.extensions).toEqual({ code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(maskError({ message: error.message, extensions: error.extensions }, 't-1')).toEqual({
      message: 'Change your temporary password first',
      extensions: { code: 'PASSWORD_CHANGE_REQUIRED', traceId: 't-1' },
    });
  });

  it('maps too many wrong current passwords to TOO_MANY_REQUESTS with its reason and the wait', () => {
    const error = mapped(
      new UpstreamHttpError(429, { status: 429, code: 'TOO_MANY_PASSWORD_ATTEMPTS', retryAfterSeconds: 840 }, 'POST', '/api/users/me/password'),
    );
    expect(error.message).toBe('Too many wrong current passwords, please try again later');
    expect(error.extensions).toEqual({ code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_PASSWORD_ATTEMPTS', retryAfterSeconds: 840 });
  });

  it('maps a taken priority to CONFLICT with the holder, priority and platform', () => {
    const error = mapped(
      new UpstreamHttpError(
        409,
        { code: 'PRIORITY_TAKEN', message: 'x', naturalId: 'lidl-01', priority: 3, platform: 'android' },
        'PATCH',
        '/api/leaflets/1',
      ),
    );
    expect(error.message).toBe('There is already leaflet lidl-01 with priority 3 on platform Android');
    expect(error.extensions).toMatchObject({ code: 'CONFLICT', reason: 'PRIORITY_TAKEN', naturalId: 'lidl-01', priority: 3, platform: 'android' });
  });

  it('maps a stale ordering version to CONFLICT ORDERING_CHANGED with only the public part of the last move', () => {
    const error = mapped(
      new UpstreamHttpError(
        409,
        {
          status: 409,
          code: 'CONFLICT',
          reason: 'ORDERING_CHANGED',
          currentVersion: 8,
          lastMove: { id: 'm1', actor: 'root', naturalId: 'lidl-01', toPriority: 2, at: '2026-01-02T10:00:00.000Z', displacedLeafletId: 'x' },
        },
        'POST',
        '/api/ordering/android/moves',
      ),
    );
    expect(error.message).toBe('The order was changed by root in the meantime');
    const formatted = maskError(error.toJSON(), 'trace-1');
    expect(formatted.extensions).toEqual({
      code: 'CONFLICT',
      reason: 'ORDERING_CHANGED',
      currentVersion: 8,
      lastMove: { actor: 'root', naturalId: 'lidl-01', toPriority: 2, at: '2026-01-02T10:00:00.000Z' },
      traceId: 'trace-1',
    });
  });

  it('maps a duplicate name and a stale version to CONFLICT with their reason', () => {
    expect(
      mapped(
        new UpstreamHttpError(
          409,
          { code: 'DUPLICATE_NAME', invalidFields: [{ field: 'name', key: 'validation.duplicateName', message: 'This name is already used' }] },
          'POST',
          '/api/stores',
        ),
      ).extensions,
    ).toMatchObject({ code: 'CONFLICT', reason: 'DUPLICATE_NAME' });
    expect(mapped(new UpstreamHttpError(412, { code: 'VERSION_MISMATCH', currentVersion: 4 }, 'PUT', '/api/stores/1')).extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'VERSION_MISMATCH',
      currentVersion: 4,
    });
    // A 409 naming the stale version is the same conflict, with the same message and current version.
    const stale409 = mapped(new UpstreamHttpError(409, { code: 'CONFLICT', reason: 'VERSION_MISMATCH', currentVersion: 7 }, 'POST', '/api/appConfig/1/revert'));
    expect(stale409.message).toBe('Someone else changed this record in the meantime');
    expect(stale409.extensions).toMatchObject({ code: 'CONFLICT', reason: 'VERSION_MISMATCH', currentVersion: 7 });
  });

  it('maps network failures, timeouts and 5xx to UPSTREAM_UNAVAILABLE', () => {
    for (const reason of ['network', 'timeout', 'server'] as const) {
      expect(mapped(new UpstreamUnavailableError(reason, 'GET', '/api/stores', reason === 'server' ? 503 : undefined)).extensions['code']).toBe(
        'UPSTREAM_UNAVAILABLE',
      );
    }
  });

  it('maps any other refusal of the request (414, 415, 422, 431) to BAD_USER_INPUT, never to an internal error', () => {
    for (const status of [405, 414, 415, 422, 431]) {
      const error = mapped(new UpstreamHttpError(status, { message: 'SELECT * FROM users' }, 'GET', '/api/stores'));
      expect(error.extensions['code']).toBe('BAD_USER_INPUT');
      expect(error.message).not.toContain('SELECT');
    }
  });

  it('leaves unknown errors for masking', () => {
    const bug = new TypeError('cannot read x of undefined');
    expect(toGraphQLError(bug)).toBe(bug);
  });
});

describe('errors of background jobs, article data and page cutting', () => {
  it.each([
    ['JOB_FINISHED', 'POST', '/api/jobs/j1/cancel', 'The job has already finished'],
    ['JOB_NOT_RETRYABLE', 'POST', '/api/jobs/j1/retry', 'There is nothing to run again in this job'],
    ['ARTICLE_DATA_STATE', 'DELETE', '/api/articles-data/a1', 'The article data is not in a state that allows this'],
    ['NO_PDF', 'POST', '/api/leaflets/l1/cut', 'The leaflet has no PDF to cut'],
  ])('maps 409 %s to CONFLICT with the api code as reason', (code, method, path, message) => {
    const error = mapped(new UpstreamHttpError(409, { status: 409, code, message: 'upstream detail', traceId: 'api-trace' }, method, path));
    expect(error.message).toBe(message);
    expect(maskError(error.toJSON(), 't1').extensions).toEqual({ code: 'CONFLICT', reason: code, traceId: 't1' });
  });

  it('maps a disabled feature (404 FEATURE_DISABLED) to FEATURE_DISABLED', () => {
    const error = mapped(new UpstreamHttpError(404, { status: 404, code: 'FEATURE_DISABLED', message: 'x' }, 'GET', '/api/articles-data'));
    expect(error.message).toBe('This feature is disabled');
    expect(maskError(error.toJSON(), 't2').extensions).toEqual({ code: 'FEATURE_DISABLED', reason: 'FEATURE_DISABLED', traceId: 't2' });
  });

  it('maps switched-off offers recognition (409) to FEATURE_DISABLED with its reason and message', () => {
    const error = mapped(
      new UpstreamHttpError(409, { status: 409, code: 'OFFERS_RECOGNITION_DISABLED', message: 'Offers recognition feature is disabled' }, 'POST', '/api/leaflets/l1/cut'),
    );
    expect(error.message).toBe('Offers recognition feature is disabled');
    expect(error.extensions).toMatchObject({ code: 'FEATURE_DISABLED', reason: 'OFFERS_RECOGNITION_DISABLED' });
  });

  it('keeps an ordinary 404 NOT_FOUND and a stale article-data version as CONFLICT VERSION_MISMATCH', () => {
    expect(mapped(new UpstreamHttpError(404, { code: 'NOT_FOUND' }, 'GET', '/api/jobs/x')).extensions['code']).toBe('NOT_FOUND');
    expect(mapped(new UpstreamHttpError(404, { code: 'constructor' }, 'GET', '/api/jobs/x')).extensions['code']).toBe('NOT_FOUND');
    expect(
      mapped(new UpstreamHttpError(412, { code: 'VERSION_MISMATCH', currentVersion: 4 }, 'POST', '/api/articles-data/a1/undelete')).extensions,
    ).toMatchObject({ code: 'CONFLICT', reason: 'VERSION_MISMATCH', currentVersion: 4 });
  });

  it('maps an invalid leaflet natural id to BAD_USER_INPUT on its field', () => {
    const error = mapped(
      new UpstreamHttpError(
        400,
        {
          code: 'INVALID_REQUEST',
          invalidFields: [{ field: 'leafletNaturalId', key: 'validation.leafletNotFound', message: 'No leaflet with this id was found' }],
        },
        'POST',
        '/api/articles-data/a1/match-leaflet',
      ),
    );
    expect(error.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      invalidFields: [{ field: 'leafletNaturalId', key: 'validation.leafletNotFound', message: 'No leaflet with this id was found' }],
    });
  });
});

describe('records in use and edit locks', () => {
  it('maps 409 INSERT_IN_USE to CONFLICT with its own reason', () => {
    const error = mapped(new UpstreamHttpError(409, { status: 409, code: 'INSERT_IN_USE', message: 'upstream detail' }, 'DELETE', '/api/inserts/i1'));
    expect(error.message).toBe('The insert is used in leaflets and cannot be removed');
    expect(maskError(error.toJSON(), 't3').extensions).toEqual({ code: 'CONFLICT', reason: 'INSERT_IN_USE', traceId: 't3' });
  });

  it.each([
    ['ALREADY_ARCHIVED', 'The record has already been archived'],
    ['NOT_ARCHIVED', 'The record is not archived'],
  ])('maps 409 %s to CONFLICT with its own reason', (code, message) => {
    const error = mapped(new UpstreamHttpError(409, { status: 409, code, message: 'upstream detail' }, 'POST', '/api/groups/g1/archive'));
    expect(error.message).toBe(message);
    expect(error.extensions).toMatchObject({ code: 'CONFLICT', reason: code });
  });

  it.each(['IN_USE', 'CATEGORY_IN_USE'])('maps 409 %s to CONFLICT IN_USE', (code) => {
    const error = mapped(new UpstreamHttpError(409, { status: 409, code }, 'DELETE', '/api/categories/c1'));
    expect(error.extensions).toMatchObject({ code: 'CONFLICT', reason: 'IN_USE' });
  });

  it('keeps who holds the lock when a LOCKED error is masked, and nothing else', () => {
    const error = locked({ holder: 'anna', since: '2026-01-02T10:00:00.000Z', expiresAt: '2026-01-02T10:00:30.000Z' });
    const formatted = error.toJSON();
    const masked = maskError({ ...formatted, extensions: { ...formatted.extensions, stacktrace: ['at x'] } }, 't4');
    expect(masked).toEqual({
      message: 'Someone else is editing this record',
      extensions: {
        code: 'LOCKED',
        lock: { holder: 'anna', since: '2026-01-02T10:00:00.000Z', expiresAt: '2026-01-02T10:00:30.000Z' },
        traceId: 't4',
      },
    });
  });
});

describe('masking', () => {
  it('hides the message, stack and extensions of unexpected errors but keeps the trace id', () => {
    const masked = maskError(
      { message: 'cannot read x of undefined', extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['TypeError: at foo.ts:1'] } },
      'trace-1',
    );
    expect(masked).toEqual({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR', traceId: 'trace-1' } });
  });

  it('masks errors with a code outside the contract', () => {
    expect(maskError({ message: 'secret upstream body', extensions: { code: 'SOMETHING_ELSE' } }).message).toBe('Internal server error');
  });

  it('keeps expected errors and only their public extensions', () => {
    const masked = maskError(
      {
        message: 'Validation failed',
        path: ['createStore'],
        extensions: { code: 'BAD_USER_INPUT', invalidFields: [], stacktrace: ['at x'], upstreamBody: { secret: true } },
      },
      'trace-2',
    );
    expect(masked).toEqual({
      message: 'Validation failed',
      path: ['createStore'],
      extensions: { code: 'BAD_USER_INPUT', invalidFields: [], traceId: 'trace-2' },
    });
  });

  it("drops graphql's suggestions from every kind of message", () => {
    const messages = {
      'Cannot query field "nme" on type "Store". Did you mean "name"?': 'Cannot query field "nme" on type "Store".',
      'Unknown argument "limt" on field "Query.jobs". Did you mean "limit", "kind", or "state"?': 'Unknown argument "limt" on field "Query.jobs".',
      'Variable "$t" got invalid value "ACTIV"; Value "ACTIV" does not exist in "LeafletListType" enum. Did you mean the enum value "ACTIVE"?':
        'Variable "$t" got invalid value "ACTIV"; Value "ACTIV" does not exist in "LeafletListType" enum.',
      'Cannot query field "x" on type "Node". Did you mean to use an inline fragment on "Store"?': 'Cannot query field "x" on type "Node".',
    };
    for (const [message, shown] of Object.entries(messages)) {
      expect(maskError({ message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }).message).toBe(shown);
    }
  });
});
