/** Uploaded files on disk, always under server-made names. */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UUID_PATTERN } from '@flyerdesk/domain/validation/rules';

const SAFE_NAME = /^[a-z0-9-]+\.(png|jpg|webp|pdf)$/;

/** Extensions of stored pictures (logos, insert images). */
export type PictureExtension = 'png' | 'jpg' | 'webp';

/** Folders of stored pictures: logos of shops and categories, images of inserts, uploaded leaflet covers, images of push notifications. */
export type PictureArea = 'logos' | 'recipes' | 'inserts' | 'covers' | 'notifications' | 'loyaltyCards';

/**
 * Moves a file into place. Uploads arrive in the same file tree (`incoming/`), so this is a rename;
 * across file systems it falls back to copy and remove.
 */
export async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

/** Writes a file under a temporary name first and renames it into place: a half-written file is never read. */
export async function writeFileAtomically(file: string, data: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (err) {
    await rm(temporary, { force: true });
    throw err;
  }
}

export class FileStore {
  constructor(readonly root: string) {}

  /** A leaflet's folder (FILES_DIR/leaflets/{id}): its sources, rendered pages and scraper files. */
  leafletDir(leafletId: string): string {
    if (!UUID_PATTERN.test(leafletId)) throw new Error('Not a leaflet id');
    return path.join(this.root, 'leaflets', leafletId.toLowerCase());
  }

  /** Folder where uploads are received before they are checked and moved into place. */
  get incoming(): string {
    return path.join(this.root, 'incoming');
  }

  private dir(area: PictureArea | 'leaflets', sub?: string): string {
    return sub ? path.join(this.root, area, sub) : path.join(this.root, area);
  }

  /** Stores a received picture (moved from `source`); returns its server-made file name. */
  async savePicture(area: PictureArea, ownerId: string, source: string, extension: PictureExtension): Promise<string> {
    const name = `${ownerId}-${randomBytes(6).toString('hex')}.${extension}`;
    await mkdir(this.dir(area), { recursive: true });
    await moveFile(source, path.join(this.dir(area), name));
    return name;
  }

  async readPicture(area: PictureArea, name: string): Promise<Buffer | undefined> {
    if (!SAFE_NAME.test(name)) return undefined;
    return readFile(path.join(this.dir(area), name)).catch(() => undefined);
  }

  async removePicture(area: PictureArea, name: string): Promise<void> {
    if (!SAFE_NAME.test(name)) return;
    await rm(path.join(this.dir(area), name), { force: true });
  }

  /** Stores a received logo (moved from `source`); returns its server-made file name. */
  saveLogo(ownerId: string, source: string, extension: PictureExtension): Promise<string> {
    return this.savePicture('logos', ownerId, source, extension);
  }

  readLogo(name: string): Promise<Buffer | undefined> {
    return this.readPicture('logos', name);
  }

  removeLogo(name: string): Promise<void> {
    return this.removePicture('logos', name);
  }

  /**
   * Stores the received source files of a leaflet (a PDF or page images, moved from their incoming
   * paths) in its own folder as source-001.pdf, source-002.jpg…; answers the names.
   */
  async saveLeafletSources(leafletId: string, files: { source: string; extension: 'pdf' | 'png' | 'jpg' }[]): Promise<string[]> {
    const dir = this.dir('leaflets', leafletId);
    await mkdir(dir, { recursive: true });
    const names: string[] = [];
    for (const [index, file] of files.entries()) {
      const name = `source-${String(index + 1).padStart(3, '0')}.${file.extension}`;
      await moveFile(file.source, path.join(dir, name));
      names.push(name);
    }
    return names;
  }

  async removeLeafletSources(leafletId: string): Promise<void> {
    await rm(this.dir('leaflets', leafletId), { recursive: true, force: true });
  }
}
