/**
 * The single-machine store: objects as files under $DATA_DIR/objects/<bucket>/<key>, private to the
 * server like everything else in DATA_DIR. A finished upload is moved into place with one rename, so
 * a reader never sees half an object and a failed write leaves nothing behind. Folders written by the
 * embedded S3 store of earlier versions (s3rver's `<key>._S3rver_object` layout) are taken over at start.
 */
import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { ObjectStorage, StoredObject } from './object-storage';
import { StorageUnavailableError, withDeadline } from './storage-errors';

const LEGACY_OBJECT = '._S3rver_object';
const LEGACY_SIDECARS = ['._S3rver_metadata.json', '._S3rver_object.md5'];

export class DiskObjectStorage implements ObjectStorage {
  private readonly root: string;
  private readonly scratch: string;
  private ready: Promise<void> | null = null;

  constructor(
    dataDir: string,
    readonly bucket: string,
  ) {
    this.root = join(dataDir, 'objects', bucket);
    this.scratch = join(dataDir, 'objects', `.incoming-${bucket}`);
  }

  get location(): string {
    return `disk:${this.root}`;
  }

  /** The file of a key; keys are relative paths of plain segments (no `..`, no absolute paths). */
  private path(key: string): string {
    const parts = key.split('/');
    if (
      !key ||
      parts.some((part) => !part || part === '.' || part === '..' || part.includes('\\') || part.includes('\0'))
    ) {
      throw new Error(`not a valid object key: ${JSON.stringify(key)}`);
    }
    return join(this.root, ...parts);
  }

  ensureBucket(): Promise<void> {
    this.ready ??= (async () => {
      await mkdir(this.root, { recursive: true });
      await mkdir(this.scratch, { recursive: true });
      await this.adoptLegacyObjects(this.root);
    })().catch((error) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  private async adoptLegacyObjects(folder: string): Promise<void> {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await this.adoptLegacyObjects(path);
      else if (entry.name.endsWith(LEGACY_OBJECT)) await rename(path, path.slice(0, -LEGACY_OBJECT.length));
      else if (LEGACY_SIDECARS.some((suffix) => entry.name.endsWith(suffix))) await unlink(path);
    }
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.store(key, async (temporary) => {
      await writeFile(temporary, body, { flush: true });
    });
  }

  async putFile(key: string, path: string): Promise<void> {
    await this.store(key, async (temporary) => {
      try {
        await rename(path, temporary);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(path, temporary);
      }
      const handle = await open(temporary, 'r');
      try {
        await handle.sync(); // acknowledged means on disk
      } finally {
        await handle.close();
      }
    });
  }

  /** Writes through a temporary file in the store's scratch folder, then renames it into place. */
  private async store(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const target = this.path(key);
    const temporary = join(this.scratch, randomUUID());
    try {
      await this.ensureBucket();
      await write(temporary);
      await mkdir(dirname(target), { recursive: true });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      throw new StorageUnavailableError(error);
    }
  }

  async get(key: string): Promise<Readable> {
    const path = this.path(key);
    await access(path, constants.R_OK);
    return createReadStream(path);
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      return { size: (await stat(this.path(key))).size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async listKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    const walk = async (folder: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(folder, { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) await walk(path);
        else {
          const key = relative(this.root, path).split(sep).join('/');
          if (key.startsWith(prefix)) keys.push(key);
        }
      }
    };
    await walk(this.root);
    return keys.sort();
  }

  async listObjects(prefix: string): Promise<StoredObject[]> {
    const objects: StoredObject[] = [];
    for (const key of await this.listKeys(prefix)) {
      const found = await stat(this.path(key)).catch(() => null);
      if (found) objects.push({ key, modifiedAt: found.mtime });
    }
    return objects;
  }

  async ping(): Promise<boolean> {
    try {
      await withDeadline(
        this.ensureBucket().then(() => access(this.root, constants.R_OK | constants.W_OK)),
        2000,
        'ping',
      );
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    // nothing held open
  }
}
