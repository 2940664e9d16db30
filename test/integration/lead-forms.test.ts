import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentText, consentWordings, cookieBanner } from '@/content/consent';
import { legalVersion } from '@/lib/legal-version';
import { runAdminCli } from '../support/admin-cli';
import { createPostgres, postgresQuery, sqliteQuery, type Query, type TestPostgres } from '../support/database';
import { fixtures } from '../support/files';
import { hiddenFields, postWithoutJs, signInAdmin } from '../support/forms';
import { eventually, freePort, startServer, type RunningServer } from '../support/server';
import { SmtpSink, type ReceivedMail } from '../support/smtp-sink';

const LEADS_TO = 'leads@agency.test';
const MB = 1024 * 1024;

const contact = { fullname: 'Ada Lovelace', email: 'ada@example.com', phonenumber: '+1 415 555 0132', howhelp: 'We need a new website.' };
const quote = {
  fullname: 'Grace Hopper', address: 'grace@example.com', companyname: 'Hopper & Co', phonenumber: '+91 98765 43210',
  projecttype: 'other-projecttype', projecttypeother: 'Compiler playground', budget: '10000-20000', timeline: 'asap',
  talent: 'developer', hear: 'online-search', comments: 'Ship it.', privacy: 'on',
};

function formData(fields: Record<string, string>, files: { field?: string; name: string; bytes: Uint8Array; type?: string }[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append(file.field ?? 'files', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

async function token(server: RunningServer, page = '/contact-us') {
  const html = await (await fetch(`${server.url}${page}`)).text();
  return /name="formtoken" value="([^"]+)"/.exec(html)![1];
}

const engines = [
  { name: 'SQLite', postgres: false },
  { name: 'PostgreSQL', postgres: true },
];

describe.each(engines)('lead forms on $name', ({ postgres }) => {
  let server: RunningServer;
  let sink: SmtpSink;
  let pgdb: TestPostgres | null = null;
  let query: Query;
  let skip = false;

  beforeAll(async () => {
    if (postgres) {
      pgdb = await createPostgres();
      if (!pgdb) {
        skip = true; // no PostgreSQL on this machine (never in CI: createPostgres throws there)
        console.warn('PostgreSQL is not reachable on 127.0.0.1:5432: its lead-form tests are skipped here.');
        return;
      }
    }
    sink = new SmtpSink(await freePort());
    await sink.start();
    server = await startServer({ SMTP_URL: sink.url, LEADS_TO, ...(pgdb ? { DATABASE_URL: pgdb.url } : {}) });
    query = pgdb ? postgresQuery(pgdb.url) : sqliteQuery(server.dataDir);
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
    await pgdb?.drop();
  });

  const post = async (kind: 'contact' | 'quote', body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/forms/${kind}`, { method: 'POST', body, headers });
  const count = async (table: string) => Number((await query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

  it('POST /api/forms/contact stores the lead, then mails the agency and the visitor', async (ctx) => {
    if (skip) return ctx.skip();
    const response = await post('contact', formData({ ...contact, formtoken: await token(server) }));
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const [lead] = await query('SELECT * FROM leads WHERE id = $1', [data.id]);
    expect(lead).toMatchObject({ kind: 'contact', status: 'new', fullname: 'Ada Lovelace', email: 'ada@example.com', message: 'We need a new website.' });
    const mails = await eventually(() => {
      const mine = sink.messages.filter((m) => SmtpSink.text(m).includes(data.id) || m.to.includes('ada@example.com'));
      return mine.length === 2 && mine;
    });
    const notify = mails.find((m) => m.to.includes(LEADS_TO))!;
    expect(SmtpSink.text(notify)).toContain('Reply-To: ada@example.com');
    expect(SmtpSink.text(notify)).toContain(`/admin/leads/${data.id}`);
    expect(mails.find((m) => m.to.includes('ada@example.com'))).toBeDefined();
    await eventually(async () => (await query("SELECT status FROM outbox WHERE status = 'sent'")).length >= 2);
  });

  it('POST /api/forms/quote stores the request and its files in one go', async (ctx) => {
    if (skip) return ctx.skip();
    const pdf = fixtures.pdf(2000);
    const response = await post('quote', formData({ ...quote, formtoken: await token(server, '/get-quote') }, [
      { name: 'brief.pdf', bytes: pdf },
      { name: 'logo.png', bytes: fixtures.png() },
    ]));
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const [lead] = await query('SELECT * FROM leads WHERE id = $1', [data.id]);
    expect(lead).toMatchObject({ kind: 'quote', company: 'Hopper & Co', project_type: 'other-projecttype', project_type_other: 'Compiler playground', consent: 1 });
    const files = await query('SELECT original_name, content_type, size, data FROM stored_files WHERE owner_id = $1 ORDER BY original_name', [data.id]);
    expect(files.map((f) => [f.original_name, f.content_type, Number(f.size)])).toEqual([
      ['brief.pdf', 'application/pdf', pdf.byteLength],
      ['logo.png', 'image/png', fixtures.png().byteLength],
    ]);
    expect(Buffer.from(files[0].data as Uint8Array).equals(Buffer.from(pdf))).toBe(true);
    await eventually(() => sink.messages.some((m) => m.to.includes(LEADS_TO) && SmtpSink.text(m).includes('brief.pdf')));
  });

  it('gives the visitor a reference on the thank-you answer, in both mails and in the database', async (ctx) => {
    if (skip) return ctx.skip();
    const response = await post('quote', formData({ ...quote, address: 'ref@example.com', formtoken: await token(server, '/get-quote') }));
    expect(response.status).toBe(201);
    const { message, data } = await response.json();
    expect(data.reference).toMatch(/^NV-Q-[23456789ABCDEFGHJKMNPQRSTWXYZ]{5}$/);
    expect(message).toContain(`Your reference is ${data.reference}`);
    const [lead] = await query('SELECT reference FROM leads WHERE id = $1', [data.id]);
    expect(lead.reference).toBe(data.reference);
    const confirmation = await eventually(() => sink.messages.find((m) => m.to.includes('ref@example.com')));
    expect(SmtpSink.text(confirmation)).toMatch(new RegExp(`Subject: We received your quote request ${data.reference} - `));
    expect(SmtpSink.text(confirmation).split('Content-Type: text/plain')[1]).toContain(`Your reference is ${data.reference}`);
    const notification = await eventually(() => sink.messages.find((m) => m.to.includes(LEADS_TO) && SmtpSink.text(m).includes(data.id)));
    expect(SmtpSink.text(notification)).toContain(`Subject: New quote request ${data.reference} from Grace Hopper`);
    // a form posted twice is one lead with one reference
    const again = await post('contact', formData({ ...contact, formtoken: await token(server) }));
    const replayToken = /name="formtoken" value="([^"]+)"/.exec(await (await fetch(`${server.url}/contact-us`)).text())![1];
    const [first, second] = await Promise.all([1, 2].map(async () => (await post('contact', formData({ ...contact, formtoken: replayToken }))).json()));
    expect(second.data).toEqual(first.data);
    expect((await again.json()).data.reference).toMatch(/^NV-C-/);
  });

  it('stores the on-site page and the case study a quote came from, and shows them in the admin and the agency\'s mail', async (ctx) => {
    if (skip) return ctx.skip();
    const response = await post('quote', formData({
      ...quote, address: 'source@example.com', source_page: '/work/some-case', source_context: 'case-study:bubble-bakes', formtoken: await token(server, '/get-quote'),
    }));
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const [lead] = await query('SELECT source_page, source_context FROM leads WHERE id = $1', [data.id]);
    expect(lead).toEqual({ source_page: '/work/some-case', source_context: 'Case study: Bubble Bakes' });
    const notification = await eventually(() => sink.messages.find((m) => m.to.includes(LEADS_TO) && SmtpSink.text(m).includes(data.id)));
    expect(SmtpSink.text(notification)).toMatch(/Came from: https?:\/\/[^/\s]+\/work\/some-case\b/);
    expect(SmtpSink.text(notification)).toContain('About: Case study: Bubble Bakes');
    const confirmation = await eventually(() => sink.messages.find((m) => m.to.includes('source@example.com')));
    expect(SmtpSink.text(confirmation)).not.toContain('/work/some-case'); // the visitor's mail holds nothing they sent

    const admin = { email: 'source@agency.example', password: 'twelve chars or more' };
    const cli = runAdminCli(['create-user', admin.email], `${admin.password}\n`, pgdb ? { DATABASE_URL: pgdb.url } : { DATA_DIR: server.dataDir });
    expect(cli.code, cli.out).toBe(0);
    const cookie = await signInAdmin(server.url, admin.email, admin.password);
    const page = await (await fetch(`${server.url}/admin/leads/${data.id}`, { headers: { cookie } })).text();
    expect(page).toMatch(/<dt>Came from<\/dt><dd>\/work\/some-case<\/dd>/);
    expect(page).toMatch(/<dt>About<\/dt><dd>Case study: Bubble Bakes<\/dd>/);
  });

  it.for([
    ['a third-party URL', 'https://evil.example/x', 'case-study:no-such-case'],
    ['a protocol-relative URL', '//evil.example/x', 'service:../../admin'],
    ['a script URL', 'javascript:alert(1)', 'Case study: Bubble Bakes'],
    ['an over-long path', `/${'a'.repeat(300)}`, 'x'.repeat(300)],
  ])('drops %s as the source page (and an unknown context) and still stores the quote', async ([, sourcePage, sourceContext], ctx) => {
    if (skip) return ctx.skip();
    const response = await post('quote', formData({ ...quote, address: 'dropped@example.com', source_page: sourcePage, source_context: sourceContext, formtoken: await token(server, '/get-quote') }));
    expect(response.status).toBe(201); // not the visitor's input: never a reason to refuse the request
    const { data } = await response.json();
    const [lead] = await query('SELECT status, source_page, source_context FROM leads WHERE id = $1', [data.id]);
    expect(lead).toEqual({ status: 'new', source_page: null, source_context: null });
  });

  it('GET /get-quote with prefill parameters renders the form filled in, with a fresh token; the bare page stays the cached one', async (ctx) => {
    if (skip) return ctx.skip();
    const path = '/get-quote?projecttype=other-projecttype&projecttypeother=Mobile%20app&service=mobile-app-development';
    const prefilled = await fetch(server.url + path);
    expect(prefilled.status).toBe(200);
    expect(prefilled.headers.get('cache-control')).toMatch(/private|no-store/);
    expect(prefilled.headers.get('age')).toBeNull(); // rendered for this request, not from the page cache
    const html = await prefilled.text();
    expect(html).toMatch(/<option value="other-projecttype" selected="">/);
    expect(html).toMatch(/name="projecttypeother"[^>]*value="Mobile app"/);
    expect(html).toContain('About: <strong>Mobile App Development</strong>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/get-quote"\/>/); // one address for search engines
    const hidden = new Map(hiddenFields(html, 'Quote request form'));
    expect(hidden.get('source_page')).toBe('/mobile-app-development');
    expect(hidden.get('source_context')).toBe('service:mobile-app-development');
    expect(hidden.get('formtoken')).toMatch(/^\d{13}\./); // a real token, not the placeholder
    expect(html).not.toContain('~navyug-form-token~');
    const again = new Map(hiddenFields(await (await fetch(server.url + path)).text(), 'Quote request form'));
    expect(again.get('formtoken')).not.toBe(hidden.get('formtoken')); // one per visitor

    // Unknown values are ignored: the page renders as the bare form would.
    const unknown = await (await fetch(`${server.url}/get-quote?projecttype=rocket-science&case=no-such-case&from=https://evil.example/`)).text();
    expect(unknown).not.toContain('About:');
    expect(unknown).toMatch(/<option value="" disabled="" selected="">Choose one<\/option><option value="webdevelopment">/);
    expect(new Map(hiddenFields(unknown, 'Quote request form')).get('source_page')).toBe('');

    // The bare page is still the prerendered one, from the page cache, with its token filled in on the way out.
    await fetch(`${server.url}/get-quote`);
    const bare = await fetch(`${server.url}/get-quote`);
    expect(bare.headers.get('age')).not.toBeNull();
    const bareHtml = await bare.text();
    expect(bareHtml).not.toContain('About:');
    expect(new Map(hiddenFields(bareHtml, 'Quote request form')).get('formtoken')).toMatch(/^\d{13}\./);

    // The route behind the rewrite has no address of its own.
    const internal = await fetch(`${server.url}/get-quote/start?case=portalz`, { redirect: 'manual' });
    expect(internal.status).toBe(307);
    const location = new URL(internal.headers.get('location')!, server.url);
    expect(location.pathname + location.search).toBe('/get-quote?case=portalz');
  });

  it('a quote sent without JavaScript from a case study\'s prefilled form is stored with its case study and page', async (ctx) => {
    if (skip) return ctx.skip();
    const path = '/get-quote?projecttype=branding&case=bubble-bakes';
    const { projecttypeother: _, ...answers } = quote;
    const response = await postWithoutJs(server.url, path, 'Quote request form', { ...answers, projecttype: 'branding', address: 'prefill.nojs@example.com' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Your quote request is with us');
    const [lead] = await query("SELECT status, project_type, source_page, source_context FROM leads WHERE email = 'prefill.nojs@example.com'");
    expect(lead).toEqual({ status: 'new', project_type: 'branding', source_page: '/bubble-bakes', source_context: 'Case study: Bubble Bakes' });
  });

  it('records what the visitor agreed to: each legal page\'s version and date, the words shown, the cookie choice', async (ctx) => {
    if (skip) return ctx.skip();
    const quoted = await post('quote', formData({ ...quote, formtoken: await token(server, '/get-quote'), cookie_choice: 'accepted@2026-11-20T09:30:00.000Z' }));
    const { data } = await quoted.json();
    const rows = await query('SELECT document, document_version, document_date, choice, wording, given, given_at FROM consent_records WHERE owner_id = $1 ORDER BY document', [data.id]);
    const lead = (await query('SELECT created_at FROM leads WHERE id = $1', [data.id]))[0];
    expect(rows).toEqual([
      { document: 'cookie-policy', document_version: legalVersion('cookie-policy').version, document_date: '2025-06-10', choice: 'accepted', wording: `${cookieBanner.title}: ${cookieBanner.text}`, given: 'banner', given_at: '2026-11-20T09:30:00.000Z' },
      { document: 'privacy-policy', document_version: legalVersion('privacy-policy').version, document_date: '2025-06-10', choice: 'agreed', wording: consentText(consentWordings.quote.text), given: 'checkbox', given_at: lead.created_at },
      { document: 'terms-of-use', document_version: legalVersion('terms-of-use').version, document_date: '2025-06-10', choice: 'agreed', wording: consentText(consentWordings.quote.text), given: 'checkbox', given_at: lead.created_at },
    ]);
    // the contact form's notice; a cookie choice that is not well formed is not recorded
    const contacted = await (await post('contact', formData({ ...contact, formtoken: await token(server), cookie_choice: 'accepted; id=abc' }))).json();
    const contactRows = await query('SELECT document, wording, given FROM consent_records WHERE owner_id = $1 ORDER BY document', [contacted.data.id]);
    expect(contactRows).toEqual(['privacy-policy', 'terms-of-use'].map((document) => ({ document, wording: consentText(consentWordings.contact.text), given: 'notice' })));
    // spam records no consent
    const bot = await (await post('contact', formData({ ...contact, fullname: 'Consent Spammer', website: 'x', formtoken: await token(server) }))).json();
    expect(await query('SELECT id FROM consent_records WHERE owner_id = $1', [bot.data.id])).toEqual([]);
  });

  it('keeps script tags verbatim in the database and escapes them in the e-mail', async (ctx) => {
    if (skip) return ctx.skip();
    const response = await post('contact', formData({ ...contact, fullname: 'Eve <script>alert(1)</script>', formtoken: await token(server) }));
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const [lead] = await query('SELECT fullname FROM leads WHERE id = $1', [data.id]);
    expect(lead.fullname).toBe('Eve <script>alert(1)</script>');
    const mail = await eventually(() => sink.messages.find((m) => m.to.includes(LEADS_TO) && SmtpSink.text(m).includes(data.id)));
    const html = SmtpSink.text(mail).split('Content-Type: text/html')[1];
    expect(html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('keeps spam (honeypot filled or no form token), marks it and mails nothing', async (ctx) => {
    if (skip) return ctx.skip();
    const before = sink.messages.length;
    const bot = await post('contact', formData({ ...contact, fullname: 'Honey Bot', website: 'http://spam.example', formtoken: await token(server) }));
    const noToken = await post('contact', formData({ ...contact, fullname: 'Tokenless Bot' }));
    expect([bot.status, noToken.status]).toEqual([201, 201]); // bots learn nothing
    const rows = await query("SELECT fullname, status, spam_reason FROM leads WHERE fullname LIKE '%Bot' ORDER BY fullname");
    expect(rows.map((r) => [r.fullname, r.status])).toEqual([['Honey Bot', 'spam'], ['Tokenless Bot', 'spam']]);
    await new Promise((r) => setTimeout(r, 1200)); // give the outbox time to (wrongly) send
    expect(sink.messages.slice(before).filter((m) => SmtpSink.text(m).includes('Bot'))).toEqual([]);
  });

  describe('bad input: answered 4xx with a clear message and nothing stored', () => {
    const cases: [string, () => Promise<Response>, number, RegExp][] = [
      ['missing fields', () => post('contact', formData({ fullname: 'Ada' })), 422, /another look/],
      ['over-long fields', () => post('contact', formData({ ...contact, howhelp: 'x'.repeat(5001) })), 422, /another look/],
      ['an 11 MB file', () => post('quote', formData(quote, [{ name: 'huge.pdf', bytes: fixtures.pdf(11 * MB) }])), 413, /“huge\.pdf” is larger than 10 MB/],
      ['an executable renamed .pdf', () => post('quote', formData(quote, [{ name: 'invoice.pdf', bytes: fixtures.exe() }])), 422, /another look/],
      // the parser takes exactly the files a form allows and stops at the first one past them
      ['six files', () => post('quote', formData(quote, Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, bytes: fixtures.pdf() })))), 422, /Attach at most 5 files/],
      ['malformed multipart', () => post('contact', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--xy', { 'content-type': 'multipart/form-data; boundary=xyz' }), 400, /malformed/],
      ['multipart without a boundary', () => post('contact', 'a=b', { 'content-type': 'multipart/form-data' }), 400, /boundary/],
      ['the wrong content type', () => post('contact', JSON.stringify(contact), { 'content-type': 'application/json' }), 415, /multipart\/form-data/],
      ['a header injection in the name', () => post('contact', formData({ ...contact, fullname: 'Ada\r\nBcc: victim@example.com' })), 422, /another look/],
      ['a header injection in the e-mail', () => post('contact', formData({ ...contact, email: 'ada@example.com\r\nBcc: victim@example.com' })), 422, /another look/],
      ['a file on the contact form', () => post('contact', formData(contact, [{ field: 'cv', name: 'cv.pdf', bytes: fixtures.pdf() }])), 422, /does not take files/],
    ];

    it.for(cases)('%s', async ([, send, status, message], ctx) => {
      if (skip) return ctx.skip();
      const [leads, files, mail] = [await count('leads'), await count('stored_files'), await count('outbox')];
      const response = await send();
      expect(response.status).toBe(status);
      const body = await response.json();
      expect(body.message).toMatch(message);
      expect([await count('leads'), await count('stored_files'), await count('outbox')]).toEqual([leads, files, mail]);
    });

    it('names the field and the file in the errors', async (ctx) => {
      if (skip) return ctx.skip();
      const response = await post('quote', formData({ ...quote, address: 'nope' }, [{ name: 'invoice.pdf', bytes: fixtures.exe() }]));
      const { errors } = await response.json();
      expect(errors.address).toEqual(['Enter a valid e-mail address, like name@example.com.']);
      expect(errors.files[0]).toMatch(/“invoice\.pdf” does not contain what its name says/);
    });
  });

  it('delivers mail queued during an SMTP outage once the server returns, each message once, and the outbox page shows it', async (ctx) => {
    if (skip) return ctx.skip();
    const admin = { email: 'ops@agency.example', password: 'twelve chars or more' };
    const cli = runAdminCli(['create-user', admin.email], `${admin.password}\n`, pgdb ? { DATABASE_URL: pgdb.url } : { DATA_DIR: server.dataDir });
    expect(cli.code, cli.out).toBe(0);
    const cookie = await signInAdmin(server.url, admin.email, admin.password);
    /** The outbox page's rows about one submission: its waiting table, then its recently sent table, as cell texts. */
    const outboxPage = async (id: string) => {
      const response = await fetch(`${server.url}/admin/outbox`, { headers: { cookie } });
      expect(response.status).toBe(200);
      const [waiting, sent] = (await response.text()).split('id="sent-title"');
      const rows = (html: string) =>
        [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
          .filter((row) => row[1].includes(`/admin/leads/${id}`))
          .map((row) => [...row[1].matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => cell[1].replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()));
      return { waiting: rows(waiting), sent: rows(sent) };
    };

    await sink.stop();
    const visitor = 'olivia.outage@example.com'; // an address of its own: a confirmation is queued too
    const response = await post('contact', formData({ ...contact, fullname: 'Outage Olivia', email: visitor, formtoken: await token(server) }));
    expect(response.status).toBe(201); // accepted and committed, although mail cannot leave yet
    const { data } = await response.json();
    const failing = await eventually(async () => {
      const rows = await query('SELECT id, attempts, last_error, status FROM outbox WHERE owner_id = $1', [data.id]);
      return rows.length && rows.every((r) => Number(r.attempts) >= 1 && r.status === 'pending' && r.last_error) && rows;
    });
    expect(failing).toHaveLength(2); // the agency's notification and the visitor's confirmation

    // The admin sees both waiting, each with its attempts so far and the error that stopped it.
    const during = await outboxPage(data.id);
    expect(during.sent).toEqual([]);
    expect(during.waiting).toHaveLength(2);
    for (const [, to, state, attempts, error] of during.waiting) {
      expect([LEADS_TO, visitor]).toContain(to);
      expect(state).toMatch(/^(pending next try \d{1,2} \w{3} \d{4}, \d\d:\d\d IST \((\d{1,2} \w{3}, )?\d\d:\d\d UTC\)|sending)$/); // the agency's zone without JavaScript
      expect(Number(attempts)).toBeGreaterThanOrEqual(1);
      expect(error).toMatch(/ECONNREFUSED/);
    }

    await sink.start();
    const sent = await eventually(async () => {
      const rows = await query("SELECT id, attempts, status FROM outbox WHERE owner_id = $1 AND status = 'sent'", [data.id]);
      return rows.length === 2 && rows;
    }, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // time for a duplicate to arrive, if the worker sent one
    // Exactly once: one message per outbox row (its Message-ID is the row's id), and nothing else about this lead.
    const messageId = (m: ReceivedMail) => /^Message-ID:\s*<([^@>]+)@navyug\.mail>/im.exec(m.raw)?.[1];
    const delivered = sink.messages.filter((m) => m.to.includes(visitor) || SmtpSink.text(m).includes(data.id));
    expect(delivered.map(messageId).sort()).toEqual(sent.map((r) => r.id).sort());
    expect(delivered.filter((m) => m.to.includes(LEADS_TO))).toHaveLength(1);
    expect(delivered.filter((m) => m.to.includes(visitor))).toHaveLength(1);

    // And the admin sees the recovery: nothing waiting, both sent, after more than one attempt.
    const after = await outboxPage(data.id);
    expect(after.waiting).toEqual([]);
    expect(after.sent).toHaveLength(2);
    for (const [, to, sentAt, attempts] of after.sent) {
      expect([LEADS_TO, visitor]).toContain(to);
      expect(sentAt).toMatch(/^\d{1,2} \w{3} \d{4}, \d\d:\d\d:\d\d IST \((\d{1,2} \w{3}, )?\d\d:\d\d:\d\d UTC\)$/);
      expect(Number(attempts)).toBeGreaterThanOrEqual(2);
    }
  }, 90_000);
});

describe('rate limiting', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_MAX: '2' });
  }, 90_000);
  afterAll(async () => server?.stop());

  it('POST /api/forms/contact answers 429 with a clear message after too many tries', async () => {
    const send = () => fetch(`${server.url}/api/forms/contact`, { method: 'POST', body: formData(contact) });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).message).toMatch(/Too many submissions from your network\. Please wait \d+ minutes?/);
  });
});
