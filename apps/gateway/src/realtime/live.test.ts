import pino from 'pino';
import { UpstreamHttp } from '../upstream/http';
import { createLiveServices } from './live';
import { MemoryEventBus } from './pubsub';

function capturingLogger(): { logger: pino.Logger; lines: { level: number; msg: string }[] } {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) });
  return { logger, lines };
}

describe('live services', () => {
  const config = { orderingPollMs: 2000, publicationPollMs: 5000, jobPollMs: 1000, jobsPollMs: 2000, articlesDataPollMs: 1000, revocationsPollMs: 2000, changesPollMs: 2000 };

  it('runs no pollers and warns clearly without a service token', async () => {
    const { logger, lines } = capturingLogger();
    const http = new UpstreamHttp({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 100, logger });
    const live = createLiveServices({ config: { ...config, serviceToken: undefined }, http, events: new MemoryEventBus(), logger });
    expect(live.ordering).toBeNull();
    expect(live.publication).toBeNull();
    expect(live.jobs).toBeNull();
    expect(live.jobList).toBeNull();
    expect(live.articlesData).toBeNull();
    expect(live.revocations).toBeNull();
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: expect.stringContaining('SERVICE_TOKEN is not set') as string })]);
    await live.close();
  });

  it('runs the pollers with a service token', async () => {
    const { logger, lines } = capturingLogger();
    const http = new UpstreamHttp({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 100, logger });
    const live = createLiveServices({ config: { ...config, serviceToken: 'token-of-the-gateway' }, http, events: new MemoryEventBus(), logger });
    expect(live.ordering).not.toBeNull();
    expect(live.publication).not.toBeNull();
    expect(live.jobs).not.toBeNull();
    expect(live.jobList).not.toBeNull();
    expect(live.articlesData).not.toBeNull();
    expect(live.revocations).not.toBeNull();
    expect(lines).toEqual([]);
    await live.close();
  });
});
