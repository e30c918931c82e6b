import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MockLink } from '@apollo/client/testing';
import { act, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import toast from 'react-hot-toast';
import { renderToaster } from '../../test/renderToaster';
import { createErrorLink } from '../apollo/errorLink';
import { showErrorToast } from '../errorToast';
import { ERROR_HANDLERS, errorHandlerFor, type FailedOperation } from './handlers';

function failure(code: string, extensions: Record<string, unknown> = {}, message = 'An English sentence'): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ errors: [new GraphQLError(message, { extensions: { code, ...extensions } })] });
}

const TAKEN = failure('CONFLICT', { reason: 'PRIORITY_TAKEN', naturalId: 'lidl-01', priority: 3, platform: 'android' });
const NOT_PROCESSED = failure(
  'BAD_USER_INPUT',
  { invalidFields: [{ field: 'files', key: 'validation.invalid', message: 'Failed to process file: send a single .pdf' }] },
  'Validation failed',
);
const REFUSED = failure('BAD_USER_INPUT', { invalidFields: [{ field: 'validTo', key: 'validation.validToExpired', message: 'x' }] });

function handlerOf(error: unknown, rest: Omit<FailedOperation, 'error'> = {}) {
  return errorHandlerFor({ error, operationName: 'AnyOperation', ...rest });
}

describe('the handlers of spec §8, in their order', () => {
  it('lists handlers 1 to 5 in order, with the rule for conflicts before the default', () => {
    expect(ERROR_HANDLERS.map((handler) => handler.spec)).toEqual([1, 2, 3, 4, null, 5]);
  });

  it('1: a lost session, except on sign-in', () => {
    expect(handlerOf(failure('UNAUTHENTICATED'))).toBe('sessionLost');
    expect(handlerOf(failure('UNAUTHENTICATED'), { operationName: 'Login' })).toBe('leftToCaller');
    expect(handlerOf(failure('TOO_MANY_REQUESTS'), { operationName: 'Login' })).toBe('leftToCaller');
  });

  it('1 comes before the leaflet handlers', () => {
    const both = new CombinedGraphQLErrors({
      errors: [
        new GraphQLError('x', { extensions: { code: 'CONFLICT', reason: 'PRIORITY_TAKEN' } }),
        new GraphQLError('y', { extensions: { code: 'UNAUTHENTICATED' } }),
      ],
    });
    expect(handlerOf(both, { leafletWrite: true })).toBe('sessionLost');
  });

  it('2–4 take only writes of leaflets; elsewhere conflicts and fields are left to the caller', () => {
    expect(handlerOf(TAKEN, { leafletWrite: true })).toBe('priorityTaken');
    expect(handlerOf(NOT_PROCESSED, { leafletWrite: true })).toBe('failedToProcess');
    expect(handlerOf(REFUSED, { leafletWrite: true })).toBe('leafletInvalidFields');
    expect(handlerOf(failure('BAD_USER_INPUT'), { leafletWrite: true })).toBe('leftToCaller');
    for (const error of [TAKEN, NOT_PROCESSED, REFUSED, failure('LOCKED'), failure('CONFLICT', { reason: 'ORDERING_CHANGED' })]) {
      expect(handlerOf(error)).toBe('leftToCaller');
    }
  });

  it('5: everything else', () => {
    for (const code of ['FORBIDDEN', 'NOT_FOUND', 'UPSTREAM_UNAVAILABLE', 'TOO_MANY_REQUESTS', 'INTERNAL_SERVER_ERROR', 'FEATURE_DISABLED']) {
      expect(handlerOf(failure(code))).toBe('defaultToast');
    }
    expect(handlerOf(new TypeError('Failed to fetch'))).toBe('defaultToast');
  });
});

describe('the toasts of the handlers, through the app error link', () => {
  const QUERY = gql`
    query StoreList {
      stores {
        id
      }
    }
  `;
  const MUTATION = gql`
    mutation UpdateLeaflet($input: LeafletInput!) {
      updateLeaflet(input: $input) {
        id
      }
    }
  `;

  afterEach(() => {
    act(() => toast.remove());
  });

  function setup(language: 'pl' | 'en', mocks: ConstructorParameters<typeof MockLink>[0]) {
    const i18n = renderToaster(language);
    const link = ApolloLink.from([
      createErrorLink({ onUnauthenticated: () => undefined, onError: (error, request) => showErrorToast(i18n, error, request) }),
      new MockLink(mocks),
    ]);
    return new ApolloClient({ link, cache: new InMemoryCache() });
  }

  it('with the leaflet service down, the Polish toast is wholly Polish', async () => {
    const client = setup('pl', [
      {
        request: { query: QUERY },
        result: {
          errors: [
            new GraphQLError('The leaflet service is unavailable, please try again later', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } }),
          ],
        },
      },
    ]);
    await act(async () => {
      await client.query({ query: QUERY }).catch(() => undefined);
    });
    const shown = await screen.findByText('Błąd: Serwis gazetek jest niedostępny, spróbuj ponownie później.');
    expect(shown.textContent).not.toMatch(/unavailable|leaflet|try again/i);
  });

  it('a refused leaflet write shows its fields until closed, after the natural id', async () => {
    const input = { naturalId: 'lidl-48', validTo: '2020-01-01' };
    const client = setup('en', [
      {
        request: { query: MUTATION, variables: { input } },
        result: {
          errors: [
            new GraphQLError('Validation failed', {
              extensions: { code: 'BAD_USER_INPUT', invalidFields: [{ field: 'validTo', key: 'validation.validToExpired', message: 'x' }] },
            }),
          ],
        },
      },
    ]);
    await act(async () => {
      await client.mutate({ mutation: MUTATION, variables: { input }, context: { leafletWrite: true } }).catch(() => undefined);
    });
    const shown = await screen.findByTestId('invalid-fields-toast');
    expect(shown).toHaveTextContent(/^lidl-48Valid to: /);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
