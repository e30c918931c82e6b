import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GraphQLError } from 'graphql';
import { handleOperationError, type ErrorHandlers } from './errorLink';

const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

function operation(operationName: string, context: Record<string, unknown> = {}, variables: Record<string, unknown> = {}): ApolloLink.Operation {
  return { operationName, getContext: () => context, variables, client } as unknown as ApolloLink.Operation;
}

function graphQLError(code: string, message = 'Something failed', extensions: Record<string, unknown> = {}): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ errors: [new GraphQLError(message, { extensions: { code, ...extensions } })] });
}

const DEFAULT = { handler: 'defaultToast', naturalId: undefined };

function handlers(): jest.Mocked<ErrorHandlers> {
  return { onUnauthenticated: jest.fn(), onError: jest.fn() };
}

describe('error handling of operations (spec §8)', () => {
  it('treats UNAUTHENTICATED as a lost session without a toast', () => {
    const h = handlers();
    handleOperationError(graphQLError('UNAUTHENTICATED'), operation('StoreList'), h);
    expect(h.onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(h.onError).not.toHaveBeenCalled();
  });

  it('leaves refused sign-in to the sign-in form', () => {
    const h = handlers();
    handleOperationError(graphQLError('UNAUTHENTICATED'), operation('Login'), h);
    expect(h.onUnauthenticated).not.toHaveBeenCalled();
    expect(h.onError).not.toHaveBeenCalled();
  });

  it('leaves too many failed sign-ins to the sign-in form, but toasts TOO_MANY_REQUESTS elsewhere', () => {
    const h = handlers();
    handleOperationError(graphQLError('TOO_MANY_REQUESTS'), operation('Login'), h);
    expect(h.onError).not.toHaveBeenCalled();
    const tooMany = graphQLError('TOO_MANY_REQUESTS', 'Slow down');
    handleOperationError(tooMany, operation('StoreList'), h);
    expect(h.onError).toHaveBeenCalledWith(tooMany, DEFAULT);
    expect(h.onUnauthenticated).not.toHaveBeenCalled();
  });

  it('leaves field errors, conflicts and edit locks to the calling form', () => {
    const h = handlers();
    handleOperationError(graphQLError('BAD_USER_INPUT'), operation('UpdateStore'), h);
    handleOperationError(graphQLError('CONFLICT'), operation('UpdateStore'), h);
    handleOperationError(graphQLError('LOCKED'), operation('UpdateCategory'), h);
    expect(h.onError).not.toHaveBeenCalled();
    expect(h.onUnauthenticated).not.toHaveBeenCalled();
  });

  it('gives any other error to the default toast', () => {
    const h = handlers();
    const forbidden = graphQLError('FORBIDDEN', 'Not allowed for your role');
    handleOperationError(forbidden, operation('DeleteStore'), h);
    expect(h.onError).toHaveBeenCalledWith(forbidden, DEFAULT);
  });

  it('shows network failures too', () => {
    const h = handlers();
    const offline = new TypeError('Failed to fetch');
    handleOperationError(offline, operation('StoreList'), h);
    expect(h.onError).toHaveBeenCalledWith(offline, DEFAULT);
  });

  it('gives a leaflet write its own handlers (2–4) with the natural id of the request', () => {
    const h = handlers();
    const leafletWrite = (variables: Record<string, unknown>) => operation('UpdateLeaflet', { leafletWrite: true }, variables);
    const taken = graphQLError('CONFLICT', 'x', { reason: 'PRIORITY_TAKEN', naturalId: 'lidl-01', priority: 3, platform: 'android' });
    handleOperationError(taken, leafletWrite({}), h);
    expect(h.onError).toHaveBeenLastCalledWith(taken, { handler: 'priorityTaken', naturalId: undefined });
    const refused = graphQLError('BAD_USER_INPUT', 'Validation failed', {
      invalidFields: [{ field: 'validTo', key: 'validation.validToExpired', message: 'x' }],
    });
    handleOperationError(refused, leafletWrite({ input: { naturalId: 'lidl-48' } }), h);
    expect(h.onError).toHaveBeenLastCalledWith(refused, { handler: 'leafletInvalidFields', naturalId: 'lidl-48' });
  });

  it('stays quiet for operations that show their own failure', () => {
    const h = handlers();
    handleOperationError(graphQLError('INTERNAL_SERVER_ERROR'), operation('SystemInfo', { skipErrorToast: true }), h);
    expect(h.onError).not.toHaveBeenCalled();
  });
});
