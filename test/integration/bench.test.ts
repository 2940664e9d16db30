// `npm run bench -- --quick` on the existing build (npm test builds first): it stops by itself and writes
// report.json and report.md with the machine, the versions, a Lighthouse row per quick route beside the empty
// page (with the load average it ran at), a load row per target with sane figures and the client that
// measured it, budget marks, the nginx part measured with wrk, the durability part (every acknowledged
// submission synced to disk, counted under strace), and the optional parts it could not run.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const MINUTES = 60_000;

interface Spread {
  median: number;
  min: number;
  max: number;
}
interface Check {
  budget: string;
  ok: boolean;
}
interface Report {
  date: string;
  git: { commit: string } | null;
  machine: { cpu: string; cores: number; memoryGiB: number; os: string };
  versions: Record<'node' | 'next' | 'chromium' | 'lighthouse', string>;
  lighthouse: {
    rows: { path: string; baseline: boolean; loadAverage: { atStart: number }; quiet: { capped: boolean }; figures: Record<string, Spread>; budgets?: Check[] }[];
  };
  load: { rows: { label: string; kind: string; client: string; figures: Record<string, Spread> & { errors: number; non2xx: number }; budgets?: Check[] }[] };
  nginx: { ran: boolean; figures: { rows: { page: string; ratio: number; proxiedRequestsPerSecond: Spread; clientCpuPercent: Spread; errors: number }[] } };
  slowClients: { ran: boolean };
  durability: {
    ran: boolean;
    figures: { rows: { synchronous: string; acknowledged: string; databaseSyncsBeforeEachAnswer: Spread; acknowledgedNotSynced: number; syncsPerSubmission: number; submissionsPerSecond: Spread; errors: number }[] };
  };
  rolling: { ran: boolean; figures: { rows: { restarts: number; pageReads: number; submissions: number; failed: number; lost: number; doubled: number; exitCodes: string; longestDrainMs: number }[] } };
  outsideBudget: { part: string; row: string; budget: string; figure: unknown }[];
}

describe('npm run bench -- --quick', () => {
  let out: string;
  let report: Report;
  let markdown: string;

  beforeAll(async () => {
    out = mkdtempSync(path.join(tmpdir(), 'navyug-bench-report-'));
    await promisify(execFile)('npm', ['run', 'bench', '--', '--quick', '--skip-build', '--out', out], { cwd: root, timeout: 20 * MINUTES, maxBuffer: 16 * 1024 * 1024 });
    report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8'));
    markdown = readFileSync(path.join(out, 'report.md'), 'utf8');
  }, 21 * MINUTES);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('says where and on what it ran', () => {
    expect(Date.parse(report.date)).toBeGreaterThan(0);
    expect(report.git?.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(report.machine.cores).toBeGreaterThan(0);
    expect(report.machine.memoryGiB).toBeGreaterThan(0);
    expect(report.versions.node).toMatch(/^24\./);
    expect(report.versions.chromium).toMatch(/Chrom/);
    for (const name of ['next', 'lighthouse'] as const) expect(report.versions[name]).toMatch(/^\d+\.\d+/);
  });

  it('has a Lighthouse row per quick route beside the empty page, with scores between 0 and 100 and the load average', () => {
    expect(report.lighthouse.rows.map((row) => row.path)).toEqual(['empty Next.js page', '/', '/privacy-policy', '/contact-us', 'empty Next.js page']);
    for (const row of report.lighthouse.rows) {
      expect(row.loadAverage.atStart).toBeGreaterThanOrEqual(0);
      expect(typeof row.quiet.capped).toBe('boolean');
      for (const score of ['performance', 'accessibility', 'bestPractices', 'seo']) {
        expect(row.figures[score].median).toBeGreaterThanOrEqual(0);
        expect(row.figures[score].median).toBeLessThanOrEqual(100);
      }
      expect(row.figures.lcpMs.median).toBeGreaterThan(0);
      expect(row.figures.jsGzipKiB.median).toBeGreaterThan(0);
      expect(row.figures.totalKiB.median).toBeGreaterThanOrEqual(row.figures.jsKiB.median);
      if (!row.baseline) expect(row.budgets?.map((check) => check.budget)).toEqual(['Performance', 'Accessibility', 'Best Practices', 'SEO', 'LCP', 'CLS', 'TBT', 'JS']);
    }
  });

  it('has a load row per target, each answered 2xx at a positive rate', () => {
    const labels = report.load.rows.map((row) => row.label);
    // The content studio's pages (read from the database, kept by the page cache) after the home page.
    expect(labels.slice(0, 3)).toEqual(['empty Next.js page', '/privacy-policy', '/']);
    expect(labels.slice(3, 7)).toEqual(['/blog', expect.stringMatching(/^\/blog\/[a-z0-9-]+$/), '/work', expect.stringMatching(/^\/[a-z0-9-]+$/)]);
    expect(labels.slice(7, 9)).toEqual(['/career', expect.stringMatching(/^\/career-details\?id=\d+$/)]);
    expect(labels.slice(9)).toEqual(['/api/front/get-career-jobs', '/contact-us', '/get-quote', 'POST /api/forms/contact']);
    for (const row of report.load.rows) {
      expect(row.client, row.label).toBe(row.kind === 'submission' ? 'autocannon' : 'wrk');
      expect(row.figures.clientCpuPercent.median, row.label).toBeGreaterThan(0);
      expect(row.figures.requestsPerSecond.median, row.label).toBeGreaterThan(0);
      expect(row.figures.ratioToEmpty.median, row.label).toBeGreaterThan(0);
      expect(row.figures.latencyP99Ms.median, row.label).toBeGreaterThanOrEqual(row.figures.latencyP50Ms.median);
      expect(row.figures.cpuMsPerRequest.median, row.label).toBeGreaterThan(0);
      expect(row.figures.peakRssMB.median, row.label).toBeGreaterThan(20);
      expect([row.figures.errors, row.figures.non2xx], row.label).toEqual([0, 0]);
    }
  });

  it('measures nginx in front of the server with wrk, with wrk\'s CPU', () => {
    expect(report.nginx.figures.rows.map((row) => row.page)).toEqual(['/privacy-policy', '/']);
    for (const row of report.nginx.figures.rows) {
      expect(row.proxiedRequestsPerSecond.median).toBeGreaterThan(0);
      expect(row.ratio).toBeGreaterThan(0);
      expect(row.clientCpuPercent.median).toBeGreaterThan(0);
      expect(row.errors).toBe(0);
    }
    expect(markdown).toContain('Client: wrk');
  });

  it('reports a rolling restart under load behind the shipped nginx: each instance restarted, nothing failed, lost or doubled', () => {
    const [row] = report.rolling.figures.rows;
    expect(row.restarts).toBe(2); // --quick: one round of the two instances
    expect(row.pageReads).toBeGreaterThan(0);
    expect(row.submissions).toBeGreaterThan(0);
    expect([row.failed, row.lost, row.doubled]).toEqual([0, 0, 0]);
    expect(row.exitCodes).toBe('0 0');
    expect(row.longestDrainMs).toBeLessThan(30_000);
    expect(markdown).toContain('Rolling restart under load');
  });

  it('counts the syncs behind every acknowledged submission under strace: FULL syncs each, NORMAL does not', () => {
    const [full, normal] = report.durability.figures.rows;
    expect(full.synchronous).toMatch(/^FULL/);
    expect(full.acknowledged).toBe('30/30');
    expect(full.acknowledgedNotSynced).toBe(0);
    expect(full.databaseSyncsBeforeEachAnswer.min).toBeGreaterThanOrEqual(1);
    expect(full.syncsPerSubmission).toBeGreaterThanOrEqual(1);
    expect(normal.synchronous).toMatch(/^NORMAL/);
    // NORMAL answers most submissions with no sync at all; the odd one waits on a WAL checkpoint (more likely now the
    // analytics writes to the same database), so it is the typical answer that is compared, not the worst.
    expect(normal.databaseSyncsBeforeEachAnswer.median).toBe(0);
    expect(normal.acknowledgedNotSynced).toBeGreaterThan(Number(normal.acknowledged.split('/')[1]) / 2);
    expect(normal.databaseSyncsBeforeEachAnswer.median).toBeLessThan(full.databaseSyncsBeforeEachAnswer.min);
    for (const row of [full, normal]) {
      expect(row.submissionsPerSecond.median).toBeGreaterThan(0);
      expect(row.errors).toBe(0);
    }
  });

  it('lists every figure outside a budget, and the optional parts it did not run', () => {
    const failed = [...report.lighthouse.rows, ...report.load.rows].flatMap((row) => (row.budgets ?? []).filter((check) => !check.ok));
    expect(report.outsideBudget.filter((o) => o.part === 'Lighthouse' || o.part === 'Load')).toHaveLength(failed.length);
    expect(report.outsideBudget.filter((o) => o.part === 'Acknowledged means on disk')).toEqual([]);
    for (const { key, file } of [{ key: 'nginx', file: 'bench-nginx.mjs' }, { key: 'slowClients', file: 'slow-clients.mjs' }, { key: 'durability', file: 'bench-durability.mjs' }] as const) {
      expect(report[key].ran).toBe(existsSync(path.join(root, 'scripts', file)));
      if (!report[key].ran) expect(markdown).toContain(`Not run: scripts/${file} does not exist yet.`);
    }
  });

  it('writes the same in report.md', () => {
    for (const heading of ['# Benchmark report', '## Machine', '## Outside a budget', '## Lighthouse', '## Load', '## Acknowledged means on disk', '## Notes']) expect(markdown).toMatch(new RegExp(`^${heading}$`, 'm'));
    expect(markdown).toContain('RATE_LIMIT_MAX=');
    for (const row of report.outsideBudget) expect(markdown).toContain(`**${row.row}**`);
    for (const label of ['| /privacy-policy |', '| POST /api/forms/contact | autocannon |', '| *empty Next.js page* | wrk |', '| FULL (as shipped) |']) expect(markdown).toContain(label);
  });
});
