// The media library on a running server, on SQLite and on PostgreSQL: an image stored through the service the
// admin uses (files under DATA_DIR/media on SQLite, bytea rows on PostgreSQL, metadata rows in both), the
// repository the content studio uses (lists, problems, usage), deletion refused while in use, and the /media/
// route: the stored bytes with immutable caching, the right type and nosniff; 404 for anything else.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA_CONTENT_TYPES, MEDIA_FORMATS, mediaUrl, mediaWidths, type MediaItem } from '@/lib/media';
import { migrate, type Db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';
import { nodeSqlite } from '@/server/db/sqlite';
import { MEDIA_UPLOAD_PATH, OTHER_BODY_LIMITS } from '@/server/http/form-routes.mts';
import { mediaStore } from '@/server/media/store';
import { findMedia, findMediaByHash, insertMedia, listMedia, mediaProblems, mediaUsage, setMediaUsage } from '@/server/repositories/media';
import { deleteMediaItem, uploadMedia } from '@/server/media/library';
import { createPostgres, engineDatabase, type Engine, type TestPostgres } from '../support/database';
import { eventually, startServer, type RunningServer } from '../support/server';

// Holds the folder store's listing of DATA_DIR/media while `gate.hold` is set: a delete then waits just before it
// removes an image's files, so a test can run an upload of the same file in that moment, every time.
const gate = vi.hoisted(() => ({ hold: null as Promise<void> | null, reached: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const readdir = (async (...args: Parameters<typeof actual.readdir>) => {
    if (gate.hold) {
      gate.reached = true;
      await gate.hold;
    }
    return actual.readdir(...args);
  }) as typeof actual.readdir;
  return { ...actual, readdir, default: { ...actual, readdir } };
});

const photo = (seed: number, width = 1400, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed, g: 120, b: 200 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#ff7a1a"/></svg>`) }])
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'Secret Photographer' } } })
    .toBuffer();

const details = { alt: 'An orange circle on blue', decorative: false, focalX: 0.3, focalY: 0.5 };

describe.each<{ engine: Engine }>([{ engine: 'SQLite' }, { engine: 'PostgreSQL' }])('media library on $engine', ({ engine }) => {
  let server: RunningServer;
  let pgdb: TestPostgres | null = null;
  let db: Db;
  let skip = false;
  let item: MediaItem;

  beforeAll(async () => {
    if (engine === 'PostgreSQL') {
      pgdb = await createPostgres();
      if (!pgdb) {
        skip = true; // no PostgreSQL here (never in CI: createPostgres throws there)
        return;
      }
    }
    server = await startServer({ SEED_DEMO: '0', ...(pgdb ? { DATABASE_URL: pgdb.url } : {}) });
    // The server's own database, written by this test as the admin's action would.
    if (pgdb) {
      const pool = new pg.Pool({ connectionString: pgdb.url });
      pool.on('connect', (client) => client.on('error', () => undefined));
      db = { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
    } else {
      db = { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: nodeSqlite(path.join(server.dataDir, 'navyug.db')) }) }), dialect: 'sqlite' };
    }
    await migrate(db);
  }, 120_000);

  afterAll(async () => {
    await db?.kysely.destroy();
    await server?.stop();
    await pgdb?.drop();
  });

  it('stores an upload by its hash: metadata in the database, files where every instance reads them', async (ctx) => {
    if (skip) return ctx.skip();
    const result = await uploadMedia(db, server.dataDir, { bytes: await photo(10), name: 'Circle photo.jpg', details, actor: 'ops@navyug.example' });
    if (!result.ok) throw new Error(result.error);
    expect(result.existed).toBe(false);
    item = result.item;
    expect(item).toMatchObject({ filename: 'Circle-photo.jpg', width: 1400, height: 900, alt: details.alt, decorative: false, focalX: 0.3, focalY: 0.5 });
    expect(await findMedia(db.kysely, item.id)).toEqual(item);
    const expected = mediaWidths(1400).flatMap((width) => MEDIA_FORMATS.map((format) => `${item.hash}-${width}.${format}`)).sort();
    if (engine === 'SQLite') {
      expect(readdirSync(path.join(server.dataDir, 'media')).sort()).toEqual(expected);
    } else {
      const rows = await db.kysely.selectFrom('media_files').select(['hash', 'width', 'format']).execute();
      expect(rows.map((row) => `${row.hash}-${row.width}.${row.format}`).sort()).toEqual(expected);
      expect(existsSync(path.join(server.dataDir, 'media'))).toBe(false); // nothing on this instance's disk
    }
    // The same file again is the same image, not a second one.
    const again = await uploadMedia(db, server.dataDir, { bytes: await photo(10), name: 'copy.jpg', details: { ...details, alt: 'other' }, actor: 'ops@navyug.example' });
    expect(again.ok && again.existed && again.item.id === item.id && again.item.alt === details.alt).toBe(true);
  }, 60_000);

  it('GET /media/<hash>-<width>.<format> answers the stored bytes: its image type, nosniff, immutable for a year', async (ctx) => {
    if (skip) return ctx.skip();
    const store = mediaStore(db, server.dataDir);
    for (const width of mediaWidths(item.width)) {
      for (const format of MEDIA_FORMATS) {
        const response = await fetch(server.url + mediaUrl(item.hash, width, format));
        expect(response.status, `${width}.${format}`).toBe(200);
        expect(response.headers.get('content-type')).toBe(MEDIA_CONTENT_TYPES[format]);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const body = Buffer.from(await response.arrayBuffer());
        expect(body.equals(Buffer.from((await store.read(item.hash, width, format))!))).toBe(true);
        const meta = await sharp(body).metadata();
        expect(meta.width).toBe(width);
        expect(meta.exif).toBeUndefined();
        expect(body.includes(Buffer.from('Secret Photographer'))).toBe(false);
      }
    }
  }, 60_000);

  it.each([
    ['an unknown hash', `/media/${'0'.repeat(32)}-640.webp`],
    ['a width that was not stored', `/media/HASH-500.webp`],
    ['a format we never store', `/media/HASH-640.svg`],
    ['an HTML name', `/media/HASH-640.html`],
    ['a name of another shape', '/media/whatever.png'],
  ])('GET /media/ with %s answers 404, never cached for long and never as HTML', async (_, route) => {
    if (skip) return;
    const response = await fetch(server.url + route.replace('HASH', item.hash));
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/immutable|max-age=[1-9]/);
    expect(response.headers.get('content-type') ?? '').not.toMatch(/html/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('still serves the site’s own images from public/media beside the library', async (ctx) => {
    if (skip) return ctx.skip();
    const response = await fetch(`${server.url}/media/about/mission.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('lists newest first and finds images by file name or alt text, case-insensitively', async (ctx) => {
    if (skip) return ctx.skip();
    const second = await uploadMedia(db, server.dataDir, { bytes: await photo(90, 500, 400), name: 'team_photo.jpg', details: { alt: 'The TEAM on a roof, 100% sunny', decorative: false, focalX: 0.5, focalY: 0.5 }, actor: 'ops@navyug.example' });
    if (!second.ok) throw new Error(second.error);
    expect((await listMedia(db.kysely)).map((m) => m.id)).toEqual([second.item.id, item.id]);
    expect((await listMedia(db.kysely, { query: 'roof team' })).map((m) => m.id)).toEqual([second.item.id]);
    expect((await listMedia(db.kysely, { query: 'ORANGE' })).map((m) => m.id)).toEqual([item.id]);
    expect((await listMedia(db.kysely, { query: '100%' })).map((m) => m.id)).toEqual([second.item.id]);
    expect((await listMedia(db.kysely, { query: '%' })).map((m) => m.id)).toEqual([second.item.id]); // LIKE's wildcard taken literally
    expect((await listMedia(db.kysely, { limit: 1, offset: 1 })).map((m) => m.id)).toEqual([item.id]);
  }, 60_000);

  it('reports what keeps content from being published: a missing image, or one with neither alt text nor the decorative mark', async (ctx) => {
    if (skip) return ctx.skip();
    const at = new Date().toISOString();
    const bare = { id: '00000000-0000-4000-8000-00000000a170', hash: 'a'.repeat(32), filename: 'bare.png', width: 10, height: 10, bytes: 1, alt: '', focalX: 0.5, focalY: 0.5, createdBy: 'x', at };
    await insertMedia(db.kysely, { ...bare, decorative: false });
    await insertMedia(db.kysely, { ...bare, id: '00000000-0000-4000-8000-00000000dec0', hash: 'd'.repeat(32), decorative: true });
    expect(await mediaProblems(db.kysely, [item.id, bare.id, '00000000-0000-4000-8000-00000000dec0', 'gone'])).toEqual([
      { id: bare.id, problem: 'no-alt' },
      { id: 'gone', problem: 'missing' },
    ]);
    expect(await mediaProblems(db.kysely, [])).toEqual([]);
  });

  it('refuses to delete an image while any content uses it, and deletes it with its files once none does', async (ctx) => {
    if (skip) return ctx.skip();
    // Declared inside the content studio's transaction; a second call replaces the item's usages.
    await db.kysely.transaction().execute(async (trx) => {
      await setMediaUsage(trx, 'post:hello', [item.id, item.id, 'no-such-image']);
      await setMediaUsage(trx, 'case-study:bubble-bakes', [item.id]);
    });
    expect(await mediaUsage(db.kysely, item.id)).toEqual(['case-study:bubble-bakes', 'post:hello']);
    expect(await deleteMediaItem(db, server.dataDir, item.id)).toEqual({ deleted: false, reason: 'in-use', usedBy: ['case-study:bubble-bakes', 'post:hello'] });
    expect((await fetch(server.url + mediaUrl(item.hash, 384, 'webp'))).status).toBe(200); // still served

    await setMediaUsage(db.kysely, 'case-study:bubble-bakes', []);
    expect(await deleteMediaItem(db, server.dataDir, item.id)).toMatchObject({ deleted: false, reason: 'in-use', usedBy: ['post:hello'] });
    await db.kysely.transaction().execute((trx) => setMediaUsage(trx, 'post:hello', []));
    expect(await deleteMediaItem(db, server.dataDir, item.id)).toEqual({ deleted: true });
    expect(await findMedia(db.kysely, item.id)).toBeNull();
    expect(await deleteMediaItem(db, server.dataDir, item.id)).toEqual({ deleted: false, reason: 'missing' });
    if (engine === 'SQLite') expect(readdirSync(path.join(server.dataDir, 'media')).filter((name) => name.startsWith(item.hash))).toEqual([]);
    else expect(await db.kysely.selectFrom('media_files').select('hash').where('hash', '=', item.hash).execute()).toEqual([]);
    // The server's page cache kept the file's immutable answer: the deletion empties it on every instance within a poll.
    await eventually(async () => (await fetch(server.url + mediaUrl(item.hash, 384, 'webp'))).status === 404, 5000);
  }, 60_000);

  it('a usage of an image being deleted fails on the foreign key rather than pointing at nothing', async (ctx) => {
    if (skip) return ctx.skip();
    const third = await uploadMedia(db, server.dataDir, { bytes: await photo(200, 400, 300), name: 'race.jpg', details, actor: 'ops@navyug.example' });
    if (!third.ok) throw new Error(third.error);
    await expect(db.kysely.insertInto('media_usage').values({ media_id: '00000000-0000-4000-8000-000000000bad', item_key: 'post:x' }).execute()).rejects.toThrow(/foreign key|FOREIGN KEY/i);
  }, 60_000);

  it('the request guard lets an image-sized body through to /admin/media, and no larger', async (ctx) => {
    if (skip) return ctx.skip();
    const limit = OTHER_BODY_LIMITS[MEDIA_UPLOAD_PATH];
    const headers = { origin: server.url, 'content-type': 'multipart/form-data; boundary=x' };
    // 5 MB, far over the 64 KB other admin forms take: past the size check, refused only for its missing session.
    expect((await fetch(server.url + MEDIA_UPLOAD_PATH, { method: 'POST', headers, body: Buffer.alloc(5 * 1024 * 1024, 'x') })).status).toBe(401);
    // A body declared larger than a path takes is answered before it is sent.
    const declared = (route: string, size: number) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(server.url + route);
        const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { ...headers, 'content-length': size } }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        });
        req.on('error', reject);
        req.write('--x\r\n');
      });
    expect(await declared(MEDIA_UPLOAD_PATH, limit + 1)).toBe(413);
    expect(await declared('/admin/jobs/new', 5 * 1024 * 1024)).toBe(413); // other admin pages keep their small limit
  }, 60_000);
});

describe('media library on SQLite, an upload and a delete of the same file at once', () => {
  it('never leaves a row without its files: the delete and the upload take the hash\'s lock in turn', async () => {
    const opened = (await engineDatabase('SQLite'))!;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'navyug-media-'));
    try {
      const { db } = opened;
      await migrate(db);
      const bytes = await photo(150, 500, 400);
      const first = await uploadMedia(db, dataDir, { bytes, name: 'race.jpg', details, actor: 'ops@navyug.example' });
      if (!first.ok) throw new Error(first.error);
      const { hash } = first.item;
      const files = () => readdirSync(path.join(dataDir, 'media')).filter((name) => name.startsWith(`${hash}-`) && !name.endsWith('.tmp')).sort();
      const expected = files();
      expect(expected.length).toBeGreaterThan(0);

      let release!: () => void;
      gate.hold = new Promise<void>((resolve) => (release = resolve));
      gate.reached = false;
      const deleting = deleteMediaItem(db, dataDir, first.item.id);
      await eventually(() => gate.reached, 5000); // the row is gone; the delete is about to remove the files
      const uploading = uploadMedia(db, dataDir, { bytes, name: 'race.jpg', details, actor: 'ops@navyug.example' });
      // Unlocked, the upload finishes now (its files put back, its row written) and the delete then removes its files.
      await Promise.race([uploading, new Promise((resolve) => setTimeout(resolve, 3000))]);
      gate.hold = null;
      release();
      const [deleted, again] = await Promise.all([deleting, uploading]);
      expect(deleted).toEqual({ deleted: true });
      expect(again.ok && !again.existed).toBe(true); // made again after the delete, not the deleted row
      expect(await findMediaByHash(db.kysely, hash)).not.toBeNull();
      expect(files()).toEqual(expected);
    } finally {
      gate.hold = null;
      await opened.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
