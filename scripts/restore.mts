// Restores a backup made by `npm run backup` (docs/operations.md, Backups):
//   npm run restore -- FILE [--force]
// Into DATA_DIR (SQLite), or the database of DATABASE_URL and DATA_DIR (PostgreSQL), which must be empty unless
// --force is given (then what is there is replaced: stop the site first). Decrypts it with BACKUP_KEY and checks
// the archive before changing anything, then SQLite's integrity check or pg_restore's status, and the row counts against the manifest.
import { parseArgs } from 'node:util';
import { restoreBackup } from '../server/backup/archive';
import { isBackupError } from '../server/backup/manifest';
import { config } from '../server/config';
import { migrations } from '../server/db/migrations';
import { describeCounts } from './backup-lib.mts';

const USAGE = `Usage: npm run restore -- FILE [--force]
  Restores FILE into an empty DATA_DIR (SQLite) or an empty DATABASE_URL database, decrypted with BACKUP_KEY.
  --force   replace what DATA_DIR and the database hold (stop the site first)`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) return (console.log(USAGE), 0);
  if (positionals.length !== 1) return (console.error(USAGE), 2);
  const started = performance.now();
  const target = config.databaseUrl ? `the database of DATABASE_URL and DATA_DIR ${config.dataDir}` : `DATA_DIR ${config.dataDir}`;
  const { manifest, checks, replaced } = await restoreBackup({
    file: positionals[0],
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    key: process.env.BACKUP_KEY,
    force: values.force,
    knownMigrations: Object.keys(migrations(config.databaseUrl ? 'postgres' : 'sqlite')),
    log: (line) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`),
  });
  if (replaced.length) console.log(`Replaced (--force): ${replaced.length} entr${replaced.length === 1 ? 'y' : 'ies'}`);
  console.log(`Restored ${positionals[0]} into ${target} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  ${manifest.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup of ${manifest.createdAt}, schema ${manifest.schema.latest}, app ${manifest.app.version}`);
  console.log(`  ${describeCounts(manifest)}`);
  for (const check of checks) console.log(`  Check: ${check}`);
  console.log(`  Not in the archive: the rows of ${manifest.leftOut.join(', ')}: everyone signs in again.`);
  console.log('  The site applies any newer migrations when it starts (npm start).');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(isBackupError(error) ? `Restore failed: ${error.message}` : error);
    process.exit(1);
  },
);
