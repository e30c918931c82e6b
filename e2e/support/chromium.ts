import fs from 'node:fs';

/** Flags for headless Chromium on machines without a desktop session or outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * The system Chromium when installed (CI installs Debian's); otherwise the binary shipped inside the
 * @sparticuz/chromium package, unpacked by the global setup, which records its path in FLYERDESK_CHROMIUM.
 */
export function chromiumExecutable(): string | undefined {
  const fromSetup = process.env.FLYERDESK_CHROMIUM;
  if (fromSetup) return fromSetup;
  return SYSTEM_CHROMIUM.find((candidate) => fs.existsSync(candidate));
}
