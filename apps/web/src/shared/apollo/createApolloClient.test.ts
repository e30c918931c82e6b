import { createApolloSetup, graphqlWsUrl, reconnectDelay } from './createApolloClient';

describe('Apollo setup', () => {
  it('refetches the active queries when a dropped live connection comes back', async () => {
    const setup = createApolloSetup({ origin: 'http://localhost', onUnauthenticated: jest.fn(), onError: jest.fn() });
    const refetch = jest.spyOn(setup.client, 'refetchQueries');
    setup.connection.connected();
    expect(refetch).not.toHaveBeenCalled();
    setup.connection.closed({ code: 1006, reason: '' });
    expect(setup.connection.getStatus()).toBe('lost');
    setup.connection.connected();
    expect(refetch).toHaveBeenCalledWith({ include: 'active' });
    await setup.wsClient.dispose();
    setup.client.stop();
  });

  it('talks to /graphql on the same host over ws, or wss on https', () => {
    expect(graphqlWsUrl('http://localhost:5173')).toBe('ws://localhost:5173/graphql');
    expect(graphqlWsUrl('https://admin.example.com')).toBe('wss://admin.example.com/graphql');
  });

  it('waits longer after each failed reconnection, up to about half a minute', () => {
    expect(reconnectDelay(0)).toBeGreaterThanOrEqual(1000);
    expect(reconnectDelay(3)).toBeGreaterThanOrEqual(8000);
    expect(reconnectDelay(20)).toBeLessThan(31_000);
  });
});
