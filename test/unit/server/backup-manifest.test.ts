import { describe, expect, it } from 'vitest';
import { BackupError, countDifferences, FORMAT_VERSION, isBackupError, makeManifest, parseManifest } from '@/server/backup/manifest';

const manifest = () =>
  makeManifest({
    engine: 'sqlite',
    app: { name: 'navyug-site', version: '0.1.0' },
    facts: { migrations: ['0001-leads-and-outbox', '0002-jobs-and-applications'], tables: { leads: 3, applications: 1, stored_files: 2, jobs: 6 }, storedFileBytes: 2048 },
    database: { path: 'database/navyug.db', bytes: 4096, sha256: 'a'.repeat(64), tool: 'SQLite online backup' },
    files: [{ path: 'files/mail/1.eml', bytes: 10, sha256: 'b'.repeat(64) }],
    createdAt: new Date('2026-11-26T03:15:00Z'),
  });

describe('backup manifest', () => {
  it('sums up what the archive holds and reads back as written', () => {
    const written = manifest();
    expect(written).toMatchObject({
      format: 'navyug-backup',
      formatVersion: FORMAT_VERSION,
      engine: 'sqlite',
      createdAt: '2026-11-26T03:15:00.000Z',
      schema: { latest: '0002-jobs-and-applications' },
      counts: { leads: 3, applications: 1, files: 2, storedFileBytes: 2048, dataFiles: 1 },
      app: { name: 'navyug-site', version: '0.1.0', node: process.version },
    });
    expect(parseManifest(JSON.stringify(written))).toEqual(written);
  });

  it('refuses what is not ours, a damaged one, and a newer format, with a plain message', () => {
    expect(() => parseManifest('not json')).toThrow(/not JSON/);
    expect(() => parseManifest('{"name":"something else"}')).toThrow(/not a backup made by `npm run backup`/);
    expect(() => parseManifest(JSON.stringify({ ...manifest(), engine: 'mysql' }))).toThrow(/not valid: engine/);
    expect(() => parseManifest(JSON.stringify({ ...manifest(), formatVersion: FORMAT_VERSION + 1 }))).toThrow(/Restore it with the version that made it \(app 0\.1\.0\) or newer/);
    try {
      parseManifest('[]');
    } catch (error) {
      expect(error).toBeInstanceOf(BackupError);
      expect(isBackupError(error)).toBe(true);
    }
    expect(isBackupError(new Error('other'))).toBe(false);
  });

  it.each([
    ['../x', /names the database entry "\.\.\/x"; a SQLite backup's is always "database\/navyug\.db"/],
    ['/var/lib/navyug/navyug.db', /names the database entry "\/var\/lib\/navyug\/navyug\.db"/],
    ['database/../../x', /names the database entry/],
    ['database/navyug.pgdump', /a SQLite backup's is always "database\/navyug\.db"/],
  ])('refuses a manifest whose database entry is %s', (given, message) => {
    expect(() => parseManifest(JSON.stringify({ ...manifest(), database: { ...manifest().database, path: given } }))).toThrow(message);
  });

  it.each(['files/../x', '../files/x', '/etc/passwd', 'files/a//b', 'files/./x', 'files', 'mail/1.eml', 'files/a\\..\\x'])('refuses a manifest listing the file %s', (given) => {
    const files = [...manifest().files, { path: given, bytes: 1, sha256: 'c'.repeat(64) }];
    expect(() => parseManifest(JSON.stringify({ ...manifest(), files }))).toThrow(/not valid: files\.1\.path: must be a path under files\//);
  });

  it('names every table whose rows differ from the manifest', () => {
    expect(countDifferences({ leads: 3, jobs: 6 }, { leads: 3, jobs: 6 })).toEqual([]);
    expect(countDifferences({ leads: 3, jobs: 6 }, { leads: 2, extra: 1 })).toEqual([
      'leads: 3 in the archive, 2 restored',
      'jobs: 6 in the archive, absent restored',
      'extra: absent in the archive, 1 restored',
    ]);
  });
});
