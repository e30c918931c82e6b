import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The gateway package's version (package.json sits one level above src/ and dist/ alike). */
function packageVersion(): string {
  try {
    const raw = readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8');
    const parsed = JSON.parse(raw) as { version?: unknown };
    return typeof parsed.version === 'string' ? parsed.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Release name on error reports of the gateway and the browser: `flyerdesk@<version>`. */
export const RELEASE = `flyerdesk@${packageVersion()}`;
