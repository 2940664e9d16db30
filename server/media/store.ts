import 'server-only';
import { mkdir, open, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client';
import { deleteMediaFiles, insertMediaFiles, readMediaFile } from '../repositories/media';
import type { Rendition } from './process';

/**
 * Where an image's renditions live, so every instance can serve them: in the database on PostgreSQL (several
 * instances share it, and nothing else), as files under DATA_DIR/media on SQLite (one machine; files named by
 * hash, width and format, as the URL). Both are content-addressed: a file is written once and never changed.
 */
export interface MediaStore {
  save(hash: string, renditions: Rendition[]): Promise<void>;
  read(hash: string, width: number, format: string): Promise<Uint8Array | null>;
  remove(hash: string): Promise<void>;
}

export function mediaStore(db: Db, dataDir: string): MediaStore {
  return db.dialect === 'postgres' ? databaseStore(db) : folderStore(path.join(dataDir, 'media'));
}

const fileName = (hash: string, width: number, format: string) => `${hash}-${width}.${format}`;

function databaseStore(db: Db): MediaStore {
  return {
    save: (hash, renditions) => db.kysely.transaction().execute((trx) => insertMediaFiles(trx, renditions.map((r) => ({ hash, width: r.width, format: r.format, data: r.data })))),
    async read(hash, width, format) {
      const data = await readMediaFile(db.kysely, hash, width, format);
      return data ? new Uint8Array(data) : null;
    },
    remove: (hash) => deleteMediaFiles(db.kysely, hash),
  };
}

function folderStore(folder: string): MediaStore {
  return {
    async save(hash, renditions) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      for (const rendition of renditions) {
        // Written under a .tmp name (which the backup skips), synced, then renamed: a file under its real name is whole.
        const target = path.join(folder, fileName(hash, rendition.width, rendition.format));
        const temporary = `${target}.${process.pid}.tmp`;
        const handle = await open(temporary, 'w', 0o600);
        try {
          await handle.writeFile(rendition.data);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
      }
      const dir = await open(folder, 'r');
      await dir.sync().finally(() => dir.close());
    },
    async read(hash, width, format) {
      try {
        return await readFile(path.join(folder, fileName(hash, width, format)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(hash) {
      const names = await readdir(folder).catch(() => [] as string[]);
      await Promise.all(names.filter((name) => name.startsWith(`${hash}-`)).map((name) => rm(path.join(folder, name), { force: true })));
    },
  };
}
