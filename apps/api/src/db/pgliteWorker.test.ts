import { startEmbeddedDatabase } from './pgliteWorker';

describe('the embedded database closing', () => {
  it('refuses a query sent while it closes instead of leaving it unanswered', async () => {
    const client = await startEmbeddedDatabase({});
    await client.query('select 1', []);
    const closing = client.close();
    // Sent after the close: it must end (refused), never wait forever on a stopped worker.
    await expect(client.query('select 1', [])).rejects.toThrow(/closed/);
    await closing;
    expect(client.closed).toBe(true);
    await expect(client.query('select 1', [])).rejects.toThrow(/closed/);
  });
});
