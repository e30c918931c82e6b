import { gql } from '@apollo/client';
import { renderHook } from '@testing-library/react';
import { clearErrorLog, useErrorLog, type ErrorLogEntry } from '../errorLog/errorLogStore';
import { createApolloSetup, type ApolloSetup } from './createApolloClient';
import { newTraceId } from './traceLink';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const STORES = gql`
  query StoreList {
    stores {
      id
    }
  }
`;

let setup: ApolloSetup;
let fetchMock: jest.SpyInstance<Promise<Response>, Parameters<typeof fetch>>;
let onError: jest.Mock;

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** What the error log holds now. */
function currentLog(): readonly ErrorLogEntry[] {
  return renderHook(() => useErrorLog()).result.current;
}

/** The X-Trace-Id of each call the client made. */
function sentTraceIds(): string[] {
  return fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['x-trace-id'] ?? '');
}

beforeEach(() => {
  clearErrorLog();
  onError = jest.fn();
  fetchMock = jest.spyOn(globalThis, 'fetch');
  setup = createApolloSetup({ origin: 'http://localhost', onUnauthenticated: jest.fn(), onError });
});

afterEach(async () => {
  fetchMock.mockRestore();
  await setup.wsClient.dispose();
  setup.client.stop();
});

describe('trace ids of server calls', () => {
  it('sends a fresh X-Trace-Id with every operation over HTTP', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer({ data: { stores: [] } })));
    await setup.client.query({ query: STORES, fetchPolicy: 'network-only' });
    await setup.client.query({ query: STORES, fetchPolicy: 'network-only' });
    const ids = sentTraceIds();
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('puts a failed operation in the error log with the trace id the server gave its error', async () => {
    fetchMock.mockImplementation((_uri, init) => {
      const traceId = (init?.headers as Record<string, string>)['x-trace-id'];
      return Promise.resolve(answer({ data: null, errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR', traceId } }] }));
    });
    await expect(setup.client.query({ query: STORES })).rejects.toThrow('Internal server error');
    const entries = currentLog();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      message: 'Internal server error',
      operation: { name: 'StoreList', traceId: sentTraceIds()[0], code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Internal server error' }), { handler: 'defaultToast', naturalId: undefined });
  });

  it('keeps the trace id it sent when the server did not answer', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(setup.client.query({ query: STORES })).rejects.toThrow('Failed to fetch');
    expect(currentLog()[0]?.operation).toEqual({ name: 'StoreList', traceId: sentTraceIds()[0], code: undefined });
  });

  it('leaves field errors and lost sessions out of the error log', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve(answer({ data: null, errors: [{ message: 'Validation failed', extensions: { code: 'BAD_USER_INPUT' } }] })));
    await expect(setup.client.query({ query: STORES, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(currentLog()).toEqual([]);
  });
});

describe('newTraceId', () => {
  it('makes UUIDs also where crypto.randomUUID is missing (pages over plain HTTP)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(typeof crypto.randomUUID).toBe('undefined');
      const a = newTraceId();
      expect(a).toMatch(UUID);
      expect(newTraceId()).not.toBe(a);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(newTraceId()).toMatch(UUID);
  });
});
