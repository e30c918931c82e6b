/** Uploaded files on disk, always under server-made names. */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SAFE_NAME = /^[a-z0-9-]+\.(png|jpg|pdf)$/;

export class FileStore {
  constructor(readonly root: string) {}

  private dir(area: 'logos' | 'leaflets', sub?: string): string {
    return sub ? path.join(this.root, area, sub) : path.join(this.root, area);
  }

  /** Stores an uploaded logo; returns its server-made file name. */
  async saveLogo(ownerId: string, data: Buffer, extension: string): Promise<string> {
    const name = `${ownerId}-${randomBytes(6).toString('hex')}.${extension}`;
    await mkdir(this.dir('logos'), { recursive: true });
    await writeFile(path.join(this.dir('logos'), name), data);
    return name;
  }

  async readLogo(name: string): Promise<Buffer | undefined> {
    if (!SAFE_NAME.test(name)) return undefined;
    return readFile(path.join(this.dir('logos'), name)).catch(() => undefined);
  }

  async removeLogo(name: string): Promise<void> {
    if (!SAFE_NAME.test(name)) return;
    await rm(path.join(this.dir('logos'), name), { force: true });
  }

  /** Stores the source files of a leaflet (PDF or page images) in its own folder. */
  async saveLeafletSources(leafletId: string, files: { data: Buffer; extension: string }[]): Promise<string[]> {
    const dir = this.dir('leaflets', leafletId);
    await mkdir(dir, { recursive: true });
    const names: string[] = [];
    for (const [index, file] of files.entries()) {
      const name = `source-${String(index + 1).padStart(3, '0')}.${file.extension}`;
      await writeFile(path.join(dir, name), file.data);
      names.push(name);
    }
    return names;
  }

  async removeLeafletSources(leafletId: string): Promise<void> {
    await rm(this.dir('leaflets', leafletId), { recursive: true, force: true });
  }
}
