import { startApi, type RunningApi, type StartOptions } from '../../../api/src/server';
import { demoStartingCopy } from '../../../api/src/test/testApi';
import { startGateway, type GatewayOptions, type RunningGateway } from '../server';
import { startCountingProxy, type CountingProxy } from './countingProxy';

/** The real api (in memory, demo data) behind a counting proxy, and a gateway in front (tests only). */
export interface Stack {
  api: RunningApi;
  proxy: CountingProxy;
  gateway: RunningGateway;
  close(): Promise<void>;
}

export const JWT_SECRET = 'test';

export async function startApiForTests(overrides: StartOptions = {}): Promise<RunningApi> {
  return startApi({ memory: true, port: 0, jwtSecret: JWT_SECRET, logLevel: 'silent', seedDemo: true, startingCopy: demoStartingCopy(), ...overrides });
}

/** A counting proxy in front of the api and a gateway talking to it (sharing the api's service token). */
export async function startGatewayFor(api: RunningApi, options: GatewayOptions = {}): Promise<Omit<Stack, 'api'>> {
  const proxy = await startCountingProxy(api.url);
  const gateway = await startGateway({
    port: 0,
    upstreamUrl: proxy.url,
    logLevel: 'silent',
    nodeEnv: 'test',
    serviceToken: api.serviceToken,
    // The session revocations are read when a first socket opens, then only after an hour: tests that
    // count upstream calls see no reads of their own (security/sessions.test.ts sets a short interval).
    revocationsPollMs: 3_600_000,
    ...options,
  });
  return {
    proxy,
    gateway,
    close: async () => {
      await gateway.close();
      await proxy.close();
    },
  };
}

export async function startStack(options: GatewayOptions = {}, apiOptions: StartOptions = {}): Promise<Stack> {
  const api = await startApiForTests(apiOptions);
  const rest = await startGatewayFor(api, options);
  return {
    api,
    ...rest,
    close: async () => {
      await rest.close();
      await api.close();
    },
  };
}
