import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Db } from '../db/client';
import type { Database } from '../db/schema';
import { deleteMediaFiles, insertMediaFiles, readMediaFile } from '../repositories/media';
import type { Rendition } from './process';

/**
 * Where an image's renditions live, so every instance can serve them: in the database on PostgreSQL (several
 * instances share it, and nothing else), as files under DATA_DIR/media on SQLite (one machine; files named by
 * hash, width and format, as the URL). Both are content-addressed: a file is written once and never changed.
 *
 * Storing is two steps, so the slow part runs outside the image's lock (server/media/library.ts): `stage` writes
 * what takes time (files under temporary names, synced), `commit` puts it in place inside the lock's transaction.
 */
export interface MediaStore {
  stage(hash: string, renditions: Rendition[]): Promise<StagedMedia>;
  read(hash: string, width: number, format: string): Promise<Uint8Array | null>;
  /** `on`: the lock's transaction, where the rows are (PostgreSQL). */
  remove(hash: string, on?: Kysely<Database>): Promise<void>;
}

export interface StagedMedia {
  commit(on: Kysely<Database>): Promise<void>;
  discard(): Promise<void>;
}

export function mediaStore(db: Db, dataDir: string): MediaStore {
  return db.dialect === 'postgres' ? databaseStore(db) : folderStore(path.join(dataDir, 'media'));
}

const fileName = (hash: string, width: number, format: string) => `${hash}-${width}.${format}`;

function databaseStore(db: Db): MediaStore {
  return {
    async stage(hash, renditions) {
      return {
        commit: (on) => insertMediaFiles(on, renditions.map((r) => ({ hash, width: r.width, format: r.format, data: r.data }))),
        discard: async () => undefined,
      };
    },
    async read(hash, width, format) {
      const data = await readMediaFile(db.kysely, hash, width, format);
      return data ? new Uint8Array(data) : null;
    },
    remove: (hash, on) => deleteMediaFiles(on ?? db.kysely, hash),
  };
}

function folderStore(folder: string): MediaStore {
  return {
    async stage(hash, renditions) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      // Written under a .tmp name of this upload's own (which the backup skips) and synced: a file under its real
      // name is whole. Two uploads of one file at once each write their own.
      const tag = randomUUID().slice(0, 8);
      const files = renditions.map((rendition) => {
        const target = path.join(folder, fileName(hash, rendition.width, rendition.format));
        return { target, temporary: `${target}.${process.pid}-${tag}.tmp`, data: rendition.data };
      });
      try {
        for (const file of files) {
          const handle = await open(file.temporary, 'w', 0o600);
          try {
            await handle.writeFile(file.data);
            await handle.sync();
          } finally {
            await handle.close();
          }
        }
      } catch (error) {
        await Promise.all(files.map((file) => rm(file.temporary, { force: true })));
        throw error;
      }
      return {
        async commit() {
          for (const file of files) await rename(file.temporary, file.target);
          const dir = await open(folder, 'r');
          await dir.sync().finally(() => dir.close());
        },
        discard: () => Promise.all(files.map((file) => rm(file.temporary, { force: true }))).then(() => undefined),
      };
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
      await Promise.all(names.filter((name) => name.startsWith(`${hash}-`) && !name.endsWith('.tmp')).map((name) => rm(path.join(folder, name), { force: true })));
    },
  };
}
