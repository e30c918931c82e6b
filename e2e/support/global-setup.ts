import { chromiumExecutable } from './chromium';

/** Finds a Chromium to drive: the system one, else the one packaged in @sparticuz/chromium. */
export default async function globalSetup(): Promise<void> {
  if (chromiumExecutable()) return;
  const { default: packaged } = (await import('@sparticuz/chromium')) as { default: { executablePath(): Promise<string> } };
  process.env.FLYERDESK_CHROMIUM = await packaged.executablePath();
}
