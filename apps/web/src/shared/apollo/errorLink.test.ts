import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GraphQLError } from 'graphql';
import { handleOperationError, type ErrorHandlers } from './errorLink';

const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

function operation(operationName: string, context: Record<string, unknown> = {}): ApolloLink.Operation {
  return { operationName, getContext: () => context, client } as unknown as ApolloLink.Operation;
}

function graphQLError(code: string, message = 'Something failed'): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({ errors: [new GraphQLError(message, { extensions: { code } })] });
}

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
    handleOperationError(graphQLError('TOO_MANY_REQUESTS', 'Slow down'), operation('StoreList'), h);
    expect(h.onError).toHaveBeenCalledWith('Slow down');
    expect(h.onUnauthenticated).not.toHaveBeenCalled();
  });

  it('leaves field errors and conflicts to the calling form', () => {
    const h = handlers();
    handleOperationError(graphQLError('BAD_USER_INPUT'), operation('UpdateStore'), h);
    handleOperationError(graphQLError('CONFLICT'), operation('UpdateStore'), h);
    expect(h.onError).not.toHaveBeenCalled();
    expect(h.onUnauthenticated).not.toHaveBeenCalled();
  });

  it('shows any other error with its message', () => {
    const h = handlers();
    handleOperationError(graphQLError('FORBIDDEN', 'Not allowed for your role'), operation('DeleteStore'), h);
    expect(h.onError).toHaveBeenCalledWith('Not allowed for your role');
  });

  it('shows network failures too', () => {
    const h = handlers();
    handleOperationError(new TypeError('Failed to fetch'), operation('StoreList'), h);
    expect(h.onError).toHaveBeenCalledWith('Failed to fetch');
  });

  it('stays quiet for operations that show their own failure', () => {
    const h = handlers();
    handleOperationError(graphQLError('INTERNAL_SERVER_ERROR'), operation('SystemInfo', { skipErrorToast: true }), h);
    expect(h.onError).not.toHaveBeenCalled();
  });
});
