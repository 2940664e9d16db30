// A backup of everything the site keeps, taken while it runs (docs/operations.md, Backups):
//   npm run backup -- FILE      e.g. npm run backup -- /var/backups/navyug/navyug-$(date +%F).tar.gz
//   npm run backup -- --new-key  prints a new age key for BACKUP_KEY
// Uses the server's settings (DATA_DIR, DATABASE_URL) and BACKUP_KEY. SQLite is copied with its online backup,
// PostgreSQL with pg_dump, both without sessions and analytics salts; the archive is encrypted with age (BACKUP_KEY),
// written beside FILE under a temporary name and renamed when complete, mode 0600.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createBackup } from '../server/backup/archive';
import { newKey } from '../server/backup/encryption';
import { isBackupError } from '../server/backup/manifest';
import { config } from '../server/config';
import { describeCounts, megabytes } from './backup-lib.mts';

const USAGE = `Usage: npm run backup -- FILE
  Writes one gzipped tar archive of the database (DATA_DIR/navyug.db, or DATABASE_URL's) and the files of DATA_DIR,
  encrypted with age to BACKUP_KEY (an AGE-SECRET-KEY-1… or age1… key, or a passphrase of 16 characters or more
  that is hard to guess, such as \`openssl rand -base64 24\` prints).
       npm run backup -- --new-key
  Prints a new age key: its secret line for BACKUP_KEY, its public line (age1…) for a server that only writes backups.`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' }, 'new-key': { type: 'boolean' } } });
  if (values.help) return (console.log(USAGE), 0);
  if (values['new-key'] && positionals.length === 0) {
    const { identity, recipient } = await newKey();
    console.log(`# public key: ${recipient}\n${identity}`);
    return 0;
  }
  if (positionals.length !== 1) return (console.error(USAGE), 2);
  const app = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { name: string; version: string };
  const started = performance.now();
  const result = await createBackup({ file: positionals[0], dataDir: config.dataDir, databaseUrl: config.databaseUrl, key: process.env.BACKUP_KEY, app, log: (line) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`) });
  const { manifest } = result;
  console.log(`Backup written: ${result.file} (${megabytes(result.bytes)}, encrypted with age, mode 0600) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  ${manifest.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, schema ${manifest.schema.latest}, app ${manifest.app.version}, snapshot of ${manifest.createdAt}`);
  console.log(`  ${describeCounts(manifest)}`);
  console.log(`  Left out: the rows of ${manifest.leftOut.join(', ')} (a restored site signs everyone out)`);
  if (result.skipped.length) console.warn(`  Not saved (neither a file nor a folder): ${result.skipped.join(', ')}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(isBackupError(error) ? `Backup failed: ${error.message}` : error);
    process.exit(1);
  },
);
