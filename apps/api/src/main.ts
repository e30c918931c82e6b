/** Runs the leaflet REST service from the environment until SIGTERM or SIGINT. */
import { ConfigError, loadConfig } from './env';
import { startApi } from './server';

/** Time on top of the shutdown grace period for running jobs to go back to the queue and the database to close. */
const STOP_MARGIN_MS = 10_000;

async function main(): Promise<void> {
  const { shutdownGraceMs } = loadConfig();
  const api = await startApi();
  console.log(`Flyerdesk api listening on ${api.url}`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping`);
    // Open requests get SHUTDOWN_GRACE_MS (see close()); this only ends a stop that hangs.
    const force = setTimeout(() => {
      console.error('Stopping took too long, exiting');
      process.exit(1);
    }, shutdownGraceMs + STOP_MARGIN_MS);
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
