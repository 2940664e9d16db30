// Size and time of a backup, and time of its restore, at scale (docs/operations.md, Backups):
//   npm run bench:backup                          10,000 submissions, SQLite and PostgreSQL
//   npm run bench:backup -- 2000 --engine sqlite  fewer, one engine
// Seeds N submissions through the repositories into a fresh data folder (and a fresh PostgreSQL database from
// TEST_POSTGRES_URL's server): three quote requests to one job application, each with one upload of random bytes
// (10-90 KB, as incompressible as a real PDF or photo; `--file-kb` sets the mean), its consent records and two
// queued mails, and two .eml files per submission in DATA_DIR/mail as the server writes them without SMTP. Then
// runs `npm run backup` and `npm run restore` as an operator would (wall time, CPU and peak memory from
// /usr/bin/time when present), and prints one Markdown table.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { newKey } from '../server/backup/encryption';
import { openDatabase, type Db } from '../server/db/client';
import { enqueueMail } from '../server/mail/outbox';
import { insertFiles } from '../server/repositories/files';
import { listJobIds, seedDemoJobs } from '../server/repositories/jobs';
import { freeReference, insertApplication, insertLead } from '../server/repositories/submissions';
import { insertConsents } from '../server/repositories/consent';
import { consentRecords } from '../server/forms/consent';
import { megabytes } from './backup-lib.mts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { engine: { type: 'string', default: 'both' }, 'file-kb': { type: 'string', default: '50' } },
});
const N = Number(positionals[0] ?? 10_000);
const MEAN_KB = Number(values['file-kb']);
const engines = values.engine === 'both' ? (['sqlite', 'postgres'] as const) : ([values.engine] as ('sqlite' | 'postgres')[]);
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = path.resolve(import.meta.dirname, '..');
/** The archive is encrypted to an X25519 key, as docs/operations.md advises (a passphrase adds scrypt's second or so). */
const BACKUP_KEY = process.env.BACKUP_KEY || (await newKey()).identity;

/** An upload: a real PDF header, then random bytes (10 to 90 KB for a 50 KB mean). */
function upload(): Uint8Array {
  const head = new TextEncoder().encode('%PDF-1.4\n');
  const size = Math.round(MEAN_KB * 1024 * (0.2 + Math.random() * 1.6));
  const bytes = new Uint8Array(head.length + size);
  bytes.set(head);
  bytes.set(randomBytes(size), head.length);
  return bytes;
}

const mailText = (n: number) => `From: Navyug <hello@navyug.example>\nTo: person${n}@example.com\nSubject: We received your quote request\n\n${'Thank you for writing to us. '.repeat(60)}\n`;

async function seed(db: Db, dataDir: string): Promise<number> {
  await seedDemoJobs(db.kysely);
  const jobIds = await listJobIds(db.kysely);
  let uploadBytes = 0;
  mkdirSync(path.join(dataDir, 'mail'), { recursive: true, mode: 0o700 });
  for (let i = 0; i < N; i += 100) {
    await db.kysely.transaction().execute(async (trx) => {
      for (let j = i; j < Math.min(N, i + 100); j++) {
        const id = randomUUID();
        const now = new Date(Date.now() - (N - j) * 60_000);
        const created = now.toISOString();
        const bytes = upload();
        uploadBytes += bytes.byteLength;
        const file = { id: randomUUID(), field: j % 4 === 3 ? 'resume' : 'files', name: `brief-${j}.pdf`, contentType: 'application/pdf', size: bytes.byteLength, bytes };
        if (j % 4 === 3) {
          const reference = await freeReference(trx, 'applications', 'application');
          await insertApplication(trx, { id, job_id: jobIds[j % jobIds.length], first_name: `Applicant${j}`, last_name: 'Tester', email: `applicant${j}@example.com`, mobile: '+1 415 555 0132', submission_key: randomUUID(), ip: '127.0.0.1', user_agent: 'bench', created_at: created, spam_reason: null, reference });
          await insertFiles(trx, { kind: 'application', id }, [file], created);
          await insertConsents(trx, consentRecords('application', {}, { kind: 'application', id }, now));
        } else {
          const reference = await freeReference(trx, 'leads', 'quote');
          await insertLead(trx, {
            id, kind: 'quote', status: 'new', spam_reason: null, fullname: `Person ${j}`, email: `person${j}@example.com`, phone: '+1 415 555 0132', company: `Company ${j % 997}`,
            project_type: 'website-development', project_type_other: null, budget: '5000-10000', timeline: 'asap', talent: 'developer', talent_other: null, hear: 'referral', hear_other: null,
            message: `We need help with project number ${j}.`, consent: 1, ip: '127.0.0.1', user_agent: 'bench', created_at: created, submission_key: randomUUID(), reference, source_page: null, source_context: null, last_contact_at: created, kept_at: null, kept_by: null,
          });
          await insertFiles(trx, { kind: 'lead', id }, [file], created);
          await insertConsents(trx, consentRecords('quote', {}, { kind: 'lead', id }, now));
        }
        const content = { subject: 'We received your request', text: mailText(j), html: `<p>${mailText(j)}</p>` };
        await enqueueMail(trx, [{ topic: 'lead.notify', to: 'hello@navyug.example', content }, { topic: 'lead.confirm', to: `person${j}@example.com`, content }], now);
      }
    });
    for (let j = i; j < Math.min(N, i + 100); j++) {
      for (const kind of ['notify', 'confirm']) writeFileSync(path.join(dataDir, 'mail', `${new Date(Date.now() - (N - j) * 60_000).toISOString().replace(/[:.]/g, '-')}-${kind}-${j}.eml`), mailText(j), { mode: 0o600 });
    }
  }
  return uploadBytes;
}

interface Run {
  seconds: number;
  cpu: string;
  maxRssMb: string;
  out: string;
}

/** A command as its npm script runs it, timed; CPU and peak memory from /usr/bin/time where it exists. */
function timed(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  const node = [process.execPath, '--disable-warning=ExperimentalWarning', '--conditions=react-server', '--import', 'tsx', `scripts/${script}`, ...args];
  const withTime = existsSync('/usr/bin/time') ? ['/usr/bin/time', '-f', 'TIME %U %S %M', ...node] : node;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(withTime[0], withTime.slice(1), { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`${script} failed (${code}):\n${out}`));
      const time = /TIME ([\d.]+) ([\d.]+) (\d+)/.exec(out);
      resolve({ seconds, cpu: time ? `${(Number(time[1]) + Number(time[2])).toFixed(1)} s` : 'n/a', maxRssMb: time ? `${Math.round(Number(time[3]) / 1024)} MB` : 'n/a', out });
    });
  });
}

async function newDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

const rows: string[] = [];
for (const engine of engines) {
  const work = mkdtempSync(path.join(tmpdir(), 'navyug-bench-backup-'));
  const names = [`bench_backup_src_${process.pid}`, `bench_backup_dst_${process.pid}`];
  try {
    const dataDir = path.join(work, 'data');
    const restoredDir = path.join(work, 'restored');
    const [sourceUrl, restoredUrl] = engine === 'postgres' ? [await newDatabase(names[0]), await newDatabase(names[1])] : ['', ''];
    const db = await openDatabase({ dataDir, databaseUrl: sourceUrl || undefined });
    const t = performance.now();
    const uploadBytes = await seed(db, dataDir);
    console.log(`${engine}: seeded ${N} submissions with ${megabytes(uploadBytes)} of uploads and ${2 * N} mail files in ${((performance.now() - t) / 1000).toFixed(0)} s`);
    const dbBytes = engine === 'sqlite' ? statSync(path.join(dataDir, 'navyug.db')).size : Number((await db.kysely.selectNoFrom((eb) => eb.fn<string>('pg_database_size', [eb.val(names[0])]).as('n')).executeTakeFirstOrThrow()).n);
    await db.kysely.destroy();

    const file = path.join(work, 'archives', 'navyug.tar.gz.age');
    const backup = await timed('backup.mts', [file], { DATA_DIR: dataDir, DATABASE_URL: sourceUrl, BACKUP_KEY });
    const archiveBytes = statSync(file).size;
    const restore = await timed('restore.mts', [file], { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl, BACKUP_KEY });
    console.log(`npm run backup:\n${backup.out.trim()}\nnpm run restore:\n${restore.out.trim()}`);
    rows.push(
      `| ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${N.toLocaleString('en')} | ${megabytes(uploadBytes)} | ${megabytes(dbBytes)} | ${megabytes(archiveBytes)} | ${backup.seconds.toFixed(1)} s (CPU ${backup.cpu}, peak ${backup.maxRssMb}) | ${restore.seconds.toFixed(1)} s (CPU ${restore.cpu}, peak ${restore.maxRssMb}) |`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
    if (engine === 'postgres') for (const name of names) await dropDatabase(name);
  }
}

console.log(`\nBackup and restore of N submissions (one upload each, ${MEAN_KB} KB mean, random bytes) and 2 x N mail files; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log('| engine | submissions | uploads | database | archive | npm run backup | npm run restore |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
process.exit(0);
