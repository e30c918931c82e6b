/**
 * The backup and restore scripts of the deployment (deploy/backup/backup.sh and restore.sh, which the
 * compose services `backup` and `restore` run) on a real PostgreSQL: a leaflet with its file, written
 * through the api, and the audit log survive a backup, the loss of the whole database and of the api's
 * data folder, and a restore into a new data folder; the api started on the restored copy signs in and
 * serves them unchanged. The old backups go after their retention, a fresh one stays.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import request from 'supertest';
import { testDatabaseUrl } from '../env';
import { DEMO_PASSWORD } from '../seed/demo';
import { startApi, type RunningApi } from '../server';
import { describeWithPostgres } from '../test/services';
import { START_TIMEOUT_MS } from '../test/testApi';
import { PNG_BYTES } from '../test/zipWriter';

const run = promisify(execFile);
const SCRIPTS = path.resolve(__dirname, '../../../../deploy/backup');

/** Runs one of the deployment's backup scripts with `sh`; answers its standard output. */
async function script(name: string, args: string[]): Promise<string> {
  const { stdout } = await run('sh', [path.join(SCRIPTS, name), ...args], { maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/** Every file under `dir` (relative path → bytes), without uploads still arriving. */
async function filesUnder(dir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, full);
    if (relative.startsWith(`files${path.sep}incoming${path.sep}`)) continue;
    found.set(relative, (await readFile(full)).toString('base64'));
  }
  return found;
}

const serverUrl = testDatabaseUrl();

describeWithPostgres('backup and restore of a whole installation', () => {
  const database = `test_backup_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let databaseUrl: string;
  let temp: string;
  const apis: RunningApi[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    temp = await mkdtemp(path.join(os.tmpdir(), 'flyerdesk-backup-'));
  });

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.close()));
    await admin?.query(`drop database if exists ${database} with (force)`);
    await admin?.end();
    if (temp) await rm(temp, { recursive: true, force: true });
  });

  const start = async (dataDir: string) => {
    const api = await startApi({ port: 0, logLevel: 'silent', databaseUrl, dataDir, filesDir: path.join(dataDir, 'files'), seedDemo: true, runJobs: false });
    apis.push(api);
    return api;
  };
  const signIn = async (api: RunningApi, username: string) => {
    const res = await request(api.url).post('/authenticate').field('username', username).field('password', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    return { Authorization: `Bearer ${(res.body as { accessToken: string }).accessToken}` };
  };
  const auditLog = async (api: RunningApi, upToSeq?: string | number) => {
    let query = api.db.selectFrom('audit_entries').selectAll().orderBy('seq');
    if (upToSeq !== undefined) query = query.where('seq', '<=', upToSeq);
    return (await query.execute()).map((row) => ({ ...row, seq: String(row.seq) }));
  };

  it(
    'brings back the leaflet, its file and the audit log',
    async () => {
      const firstData = path.join(temp, 'data');
      const backups = path.join(temp, 'backups');
      const first = await start(firstData);
      const editor = await signIn(first, 'editor');

      // A leaflet made from an uploaded picture, with an uploaded cover served under /files.
      const stores = (await request(first.url).get('/api/stores').set(editor)).body as { id: string; editors: string[] }[];
      const store = stores.find((s) => s.editors.includes('editor'));
      if (!store) throw new Error('the demo data has no shop of the editor');
      const created = await request(first.url)
        .post(`/api/leaflets/${store.id}/files`)
        .set(editor)
        .field('leaflet', JSON.stringify({ naturalId: `backup-${randomBytes(4).toString('hex')}`, status: 'INACTIVE', validFrom: '2090-03-01', validTo: '2090-03-08', publishDate: '2090-02-28T08:00:00.000Z', additionalInfo: 'Kept in the backup' }))
        .attach('files', PNG_BYTES, '1.png');
      if (created.status !== 201) throw new Error(`leaflet not created: ${created.status} ${JSON.stringify(created.body)}`);
      const leaflet = created.body as { id: string; version: number };
      const cover = Buffer.concat([PNG_BYTES, randomBytes(32)]);
      const covered = await request(first.url)
        .post(`/api/leaflets/${leaflet.id}/first-page`)
        .set(editor)
        .set('If-Match', `"${leaflet.version}"`)
        .attach('file', cover, 'cover.png');
      expect(covered.status).toBe(200);
      const before = (await request(first.url).get(`/api/leaflets/${leaflet.id}`).set(editor)).body as { firstPageUrl: string; naturalId: string };
      expect(before.firstPageUrl).toMatch(/^\/files\/covers\//);

      const log = await auditLog(first);
      const signedIn = log.filter((entry) => entry.kind === 'SIGNED_IN' && entry.actor === 'editor');
      expect(signedIn).toHaveLength(1);
      const lastSeq = log[log.length - 1]?.seq;
      const files = await filesUnder(firstData);
      expect([...files.values()]).toContain(cover.toString('base64'));

      // A backup cut off earlier and one older than the retention, next to the new one.
      await mkdir(path.join(backups, 'flyerdesk-19700101T000000Z.partial'), { recursive: true });
      const expired = path.join(backups, 'flyerdesk-19700101T000000Z');
      await mkdir(expired);
      await writeFile(path.join(expired, 'complete'), 'created=1970-01-01T00:00:00Z\n');
      await utimes(expired, 0, 0);

      const made = (await script('backup.sh', ['--database', databaseUrl, '--files', firstData, '--backups', backups, '--retention-days', '7'])).trim().split('\n').pop() ?? '';
      expect(path.dirname(made)).toBe(backups);
      expect(await readdir(backups)).toEqual([path.basename(made)]);
      expect((await readdir(made)).sort()).toEqual(['complete', 'database.dump', 'files.tar']);

      // Everything lost: the api stops, the database is dropped, the data folder is not used again.
      await first.close();
      apis.splice(apis.indexOf(first), 1);
      await admin.query(`drop database ${database} with (force)`);
      await admin.query(`create database ${database}`);

      const restoredData = path.join(temp, 'restored');
      await script('restore.sh', ['--database', databaseUrl, '--files', restoredData, '--backups', backups, path.basename(made)]);
      expect(await filesUnder(restoredData)).toEqual(files);

      const restored = await start(restoredData);
      const editorAgain = await signIn(restored, 'editor');
      const after = await request(restored.url).get(`/api/leaflets/${leaflet.id}`).set(editorAgain);
      expect(after.status).toBe(200);
      expect(after.body).toEqual(before);
      const served = await request(restored.url).get(before.firstPageUrl).buffer(true);
      expect(served.status).toBe(200);
      expect(Buffer.compare(served.body as Buffer, cover)).toBe(0);

      // The audit log as it was (the sign-in just now comes after it), and still append-only.
      expect(await auditLog(restored, lastSeq)).toEqual(log);
      await expect(restored.db.deleteFrom('audit_entries').where('seq', '=', signedIn[0]?.seq ?? '0').execute()).rejects.toThrow(/append-only/);
    },
    START_TIMEOUT_MS * 2,
  );
});
