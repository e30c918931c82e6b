import { ConfigError, loadConfig } from './env';
import { startGateway } from './server';

/** Runs the gateway from the environment and stops it gracefully on SIGINT / SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`flyerdesk-gateway: invalid configuration: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const gateway = await startGateway(config);
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      console.error(`flyerdesk-gateway: ${signal} again, exiting now`);
      process.exit(1);
    }
    stopping = true;
    gateway.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('flyerdesk-gateway: error while stopping', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error('flyerdesk-gateway: could not start', err);
  process.exit(1);
});
