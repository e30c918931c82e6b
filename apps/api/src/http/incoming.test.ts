import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { prepareIncoming } from './uploads';

const HOUR = 60 * 60 * 1000;
/** The moment the test's sweeps happen at (their clock), far from the machine's own. */
const T = Date.UTC(2031, 2, 4, 12, 0);

async function leftOver(dir: string, name: string, at: number): Promise<void> {
  const file = path.join(dir, name);
  await writeFile(file, 'part of an upload');
  await utimes(file, at / 1000, at / 1000);
}

describe('the incoming folder of uploads', () => {
  it('loses the files left in it for more than a day: at the first upload, then again at most once an hour, not only once per start', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-incoming-'));
    try {
      await leftOver(dir, 'old', T - 25 * HOUR);
      await leftOver(dir, 'recent', T - 2 * HOUR);
      await prepareIncoming(dir, T);
      expect(await readdir(dir)).toEqual(['recent']);

      // A day later the recent one is stale too; within the hour after a sweep nothing is looked at.
      await prepareIncoming(dir, T + 30 * 60 * 1000);
      await leftOver(dir, 'cut-off', T - 30 * HOUR);
      await prepareIncoming(dir, T + 50 * 60 * 1000);
      expect((await readdir(dir)).sort()).toEqual(['cut-off', 'recent']);
      // An hour after the last sweep: the next upload sweeps again.
      await prepareIncoming(dir, T + 61 * 60 * 1000);
      expect(await readdir(dir)).toEqual(['recent']);
      // A day and a bit later the recent one goes too.
      await prepareIncoming(dir, T + 23 * HOUR);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
