/** Runs the leaflet REST service from the environment until SIGTERM or SIGINT. */
import { ConfigError } from './env';
import { startApi } from './server';

async function main(): Promise<void> {
  const api = await startApi();
  console.log(`Flyerdesk api listening on ${api.url}`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    api.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('Failed to stop cleanly', err);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
  } else {
    console.error('Flyerdesk api failed to start:', err);
  }
  process.exit(1);
});
