import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '@/server/db/client';
import { MAX_ATTEMPTS, retryDelayMs } from '@/server/queue/backoff';
import { render, subjectSafe } from '@/server/mail/templates';
import { checkFormToken, FORM_TOKEN_MAX_AGE_MS, issueFormToken } from '@/server/security/form-token';
import { hit } from '@/server/security/rate-limit';
import { secret } from '@/server/security/secret';

describe('outbox retry delays', () => {
  it('doubles from the base and stops at an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 5000))).toEqual([5000, 10000, 20000, 40000]);
    expect(retryDelayMs(30, 5000)).toBe(3_600_000);
    expect(MAX_ATTEMPTS).toBeGreaterThanOrEqual(5);
  });
});

describe('mail templates', () => {
  it('escapes what visitors typed in the HTML part and keeps it verbatim in the text part', () => {
    const { html, text } = render('New message', 'intro', [['Name', '<script>alert("x")</script>'], ['Empty', null]]);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(text).toContain('Name: <script>alert("x")</script>');
    expect(text).not.toContain('Empty');
  });

  it('keeps subjects on one line', () => {
    expect(subjectSafe('New message from Ada\r\nBcc: victim@example.com')).toBe('New message from Ada Bcc: victim@example.com');
  });
});

describe('form tokens', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('tell how long ago a form was shown, and only when signed by us', () => {
    const token = issueFormToken('s3cret', 1_000_000);
    expect(checkFormToken('s3cret', token, 1_004_000)).toMatchObject({ valid: true, ageMs: 4000 });
    expect(checkFormToken('other', token, 1_004_000)).toEqual({ valid: false, reason: 'forged' });
    expect(checkFormToken('s3cret', token.replace('1000000', '999000'), 1_004_000)).toEqual({ valid: false, reason: 'forged' });
    expect(checkFormToken('s3cret', undefined)).toEqual({ valid: false, reason: 'missing' });
    expect(checkFormToken('s3cret', 'garbage')).toEqual({ valid: false, reason: 'forged' });
    expect(checkFormToken('s3cret', issueFormToken('s3cret', 2_000_000), 1_000_000)).toEqual({ valid: false, reason: 'forged' }); // from the future
  });

  it('name one showing of a form each, so a replay can be told from a new submission', () => {
    const first = checkFormToken('s3cret', issueFormToken('s3cret', 1_000_000), 1_005_000);
    const second = checkFormToken('s3cret', issueFormToken('s3cret', 1_000_000), 1_005_000);
    expect(first.valid && second.valid && first.id !== second.id).toBe(true);
    const token = issueFormToken('s3cret', 1_000_000);
    const [issued, , signature] = token.split('.');
    const otherId = `${issued}.${'A'.repeat(16)}.${signature}`; // the id is signed too
    expect(checkFormToken('s3cret', otherId, 1_005_000)).toEqual({ valid: false, reason: 'forged' });
  });

  it('go stale after a day', () => {
    const token = issueFormToken('s3cret', 1_000_000);
    expect(checkFormToken('s3cret', token, 1_000_000 + FORM_TOKEN_MAX_AGE_MS).valid).toBe(true);
    expect(checkFormToken('s3cret', token, 1_000_001 + FORM_TOKEN_MAX_AGE_MS)).toEqual({ valid: false, reason: 'expired' });
    expect(FORM_TOKEN_MAX_AGE_MS).toBe(DAY);
  });
});

describe('rate limit and secrets in the embedded database', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'navyug-unit-'));
    db = await openDatabase({ dataDir: dir });
  });
  afterAll(async () => {
    await db.kysely.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('allows max attempts per window, then refuses until the window ends', async () => {
    const rule = { max: 3, windowMs: 60_000 };
    const at = 1_800_000_000_000;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit(db.kysely, 'ip:1', rule, at + i));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterMs).toBe(60_000 - 3 - (at % 60_000));
    expect((await hit(db.kysely, 'ip:2', rule, at)).allowed).toBe(true); // other clients unaffected
    expect((await hit(db.kysely, 'ip:1', rule, at + 60_000)).allowed).toBe(true); // next window
  });

  it('makes a secret once and returns the same one after', async () => {
    const first = await secret(db.kysely, 'unit_secret');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await secret(db.kysely, 'unit_secret')).toBe(first);
  });

  it('uses write-ahead logging', async () => {
    const { sql } = await import('kysely');
    const { rows } = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db.kysely);
    expect(rows[0].journal_mode).toBe('wal');
  });
});
