import 'server-only';
import { randomUUID } from 'node:crypto';
import { contactSchema, type ContactInput } from '@/lib/validation/contact';
import { sourceContextLabel } from '@/lib/quote-prefill';
import { companyFacts, liveLegalVersions, publishedCaseStudies, shownServices } from '../content/public';
import type { CompanyFacts } from '@/lib/company-facts';
import { referenceSentence } from '@/lib/reference';
import { QUOTE_FILE_RULES } from '@/lib/validation/files';
import { fieldErrors } from '@/lib/validation/fields';
import { BUDGETS, HEAR_ABOUT, optionLabel, PROJECT_TYPES, TALENTS, TIMELINES } from '@/lib/validation/options';
import { quoteSchema, type QuoteInput } from '@/lib/validation/quote';
import { config } from '../config';
import type { Db } from '../db/client';
import type { LeadTable } from '../db/schema';
import { enqueueMail, type QueuedMail } from '../mail/outbox';
import { render, subjectSafe } from '../mail/templates';
import { kick } from '../queue/kick';
import { insertConsents } from '../repositories/consent';
import { insertFiles } from '../repositories/files';
import { findByKey, freeReference, insertLead } from '../repositories/submissions';
import { inspectUploads, type AcceptedFile } from '../storage/uploads';
import { enqueueWebhookEvent } from '../webhooks/outbox';
import { leadData } from '../webhooks/payloads';
import { leadAttribution, noteConversion } from '../analytics/ingest';
import { consentRecords } from './consent';
import { EXPIRED_FORM, mayConfirm, rateLimited, receivedAt, spamVerdict, type Submission, type SubmitResult } from './submission';

export type LeadKind = 'contact' | 'quote';

const NOUN: Record<LeadKind, string> = { contact: 'message', quote: 'quote request' };
const FORM_NAME: Record<LeadKind, string> = { contact: 'Contact us', quote: 'Get a quote' };

/**
 * Validates, stores and announces one contact or quote submission. The lead, its files, its two e-mails and
 * its webhook deliveries are written in one transaction; 'accepted' is answered only after it commits. Spam
 * is stored, marked and never e-mailed or sent on, and gets the same answer as real mail so bots learn nothing.
 */
export async function submitLead(db: Db, kind: LeadKind, submission: Submission): Promise<SubmitResult> {
  const site = await companyFacts(); // the mailbox and brand the answers and e-mails name: the studio's Company item
  const limited = await rateLimited(db.kysely, kind, submission, (wait) =>
    `Too many submissions from your network. Please wait ${wait} and try again, or e-mail us at ${site.email.hello}.`,
  );
  if (limited) return limited;

  const parsed = (kind === 'contact' ? contactSchema : quoteSchema).safeParse(submission.fields);
  const errors: Record<string, string[]> = parsed.success ? {} : fieldErrors(parsed.error);
  let files: AcceptedFile[] = [];
  let tooLarge = false;
  if (kind === 'quote') {
    const inspected = await inspectUploads(submission.uploads.filter((u) => u.field === 'files'), QUOTE_FILE_RULES);
    if (inspected.ok) files = inspected.files;
    else {
      errors.files = inspected.errors;
      tooLarge = inspected.tooLarge;
    }
  } else if (submission.uploads.some((u) => u.name || u.bytes.byteLength)) {
    errors.form = ['This form does not take files.'];
  }
  if (!parsed.success || Object.keys(errors).length) {
    return {
      status: 'rejected',
      outcome: tooLarge ? 'too_large' : 'invalid',
      httpStatus: tooLarge ? 413 : 422,
      message: 'Some answers need another look: see the messages beside the fields.',
      fieldErrors: errors,
    };
  }

  const verdict = await spamVerdict(db.kysely, submission.fields);
  if (verdict.kind === 'expired') return EXPIRED_FORM;
  // The service or case study the form was about, named as it is published now (read before the transaction).
  const sourceContext = sourceContextLabel(parsed.data.source_context, await publishedCaseStudies(), await shownServices());
  const spamReason = verdict.kind === 'spam' ? verdict.reason : null;
  if (spamReason) files = []; // kept to be looked at, but not its files
  const id = randomUUID();
  const received = new Date();
  const data = parsed.data as ContactInput | QuoteInput;
  // The legal pages' versions as published now: the consent records name the text the visitor was shown.
  const versions = await liveLegalVersions();

  const stored = await db.kysely.transaction().execute(async (trx) => {
    const reference = await freeReference(trx, 'leads', kind);
    const lead = toRow(kind, data, { id, reference, now: received.toISOString(), spamReason, key: verdict.key, submission, sourceContext });
    // The same form (its token's id) posted twice, at once or later, is one lead: the first.
    if (!(await insertLead(trx, lead))) return null;
    await insertFiles(trx, { kind: 'lead', id }, files, lead.created_at);
    if (!spamReason) {
      await insertConsents(trx, consentRecords(kind, submission.fields, { kind: 'lead', id }, received, versions), versions);
      await enqueueMail(trx, leadMails(lead, files, received, await mayConfirm(trx, lead.email), site));
      await enqueueWebhookEvent(trx, 'lead.created', leadData(lead), { kind: 'lead', id }, received);
    }
    return reference;
  });
  if (!stored) return { status: 'accepted', outcome: 'duplicate', ...(await findByKey(db.kysely, 'leads', verdict.key!))! };
  if (!spamReason) {
    kick('outbox');
    kick('webhook_deliveries');
    await noteConversion(db, kind, submission);
  }
  return { status: 'accepted', outcome: spamReason ? 'spam' : 'stored', id, reference: stored };
}

function toRow(kind: LeadKind, data: ContactInput | QuoteInput, ctx: { id: string; reference: string; now: string; spamReason: string | null; key: string | null; submission: Submission; sourceContext: string | null }): LeadTable {
  const base = {
    id: ctx.id,
    reference: ctx.reference,
    submission_key: ctx.key,
    kind,
    status: ctx.spamReason ? ('spam' as const) : ('new' as const),
    spam_reason: ctx.spamReason,
    ip: ctx.submission.ip,
    user_agent: ctx.submission.userAgent?.slice(0, 300) ?? null,
    created_at: ctx.now,
    last_contact_at: ctx.now,
    kept_at: null,
    kept_by: null,
    source_page: data.source_page,
    // named as the page was titled then, so the record reads the same after the content changes
    source_context: ctx.sourceContext,
    // how it arrived (UTM values, referrer host, landing page), never the visitor hash
    ...leadAttribution(ctx.submission.fields, ctx.submission.visit),
    company: null, project_type: null, project_type_other: null, budget: null, timeline: null,
    talent: null, talent_other: null, hear: null, hear_other: null,
  };
  if (kind === 'contact') {
    const c = data as ContactInput;
    return { ...base, fullname: c.fullname, email: c.email, phone: c.phonenumber, message: c.howhelp, consent: 0 };
  }
  const q = data as QuoteInput;
  return {
    ...base,
    fullname: q.fullname,
    email: q.address,
    phone: q.phonenumber,
    company: q.companyname,
    project_type: q.projecttype,
    project_type_other: q.projecttypeother ?? null,
    budget: q.budget,
    timeline: q.timeline,
    talent: q.talent,
    talent_other: q.talentother ?? null,
    hear: q.hear,
    hear_other: q.hearother ?? null,
    message: q.comments ?? null,
    consent: 1,
  };
}

const label = optionLabel;

/** The agency's notification with everything sent; the visitor's confirmation (if allowed) with nothing they typed. */
function leadMails(lead: LeadTable, files: AcceptedFile[], received: Date, confirm: boolean, site: CompanyFacts): QueuedMail[] {
  const noun = NOUN[lead.kind];
  const rows: [string, string | null][] = [
    ['Reference', lead.reference],
    ['Name', lead.fullname],
    ['E-mail', lead.email],
    ['Phone', lead.phone],
    ['Company', lead.company],
    ['Project type', label(PROJECT_TYPES, lead.project_type, lead.project_type_other)],
    ['Budget', label(BUDGETS, lead.budget, null)],
    ['Timeline', label(TIMELINES, lead.timeline, null)],
    ['Preferred talent', label(TALENTS, lead.talent, lead.talent_other)],
    ['Heard about us', label(HEAR_ABOUT, lead.hear, lead.hear_other)],
    [lead.kind === 'contact' ? 'How we can help' : 'Comments', lead.message],
    ['Files', files.map((f) => `${f.name} (${Math.ceil(f.size / 1024)} KB)`).join(', ') || null],
    ['Came from', lead.source_page && `${config.siteUrl}${lead.source_page}`],
    ['About', lead.source_context],
  ];
  const adminLink = `${config.siteUrl}/admin/leads/${lead.id}`;
  const owner = { kind: 'lead' as const, id: lead.id };
  const notification: QueuedMail = {
    owner,
    topic: `${lead.kind}.notify`,
    to: config.leadsTo,
    replyTo: lead.email,
    content: {
      subject: subjectSafe(`New ${noun} ${lead.reference} from ${lead.fullname}`),
      ...render(`New ${noun}`, `A new ${noun} arrived through the website.`, rows, `Open it in the admin: ${adminLink}`, site.brand),
    },
  };
  if (!confirm) return [notification];
  const confirmation: QueuedMail = {
    owner,
    topic: `${lead.kind}.confirm`,
    to: lead.email,
    content: {
      subject: `We received your ${noun} ${lead.reference} - ${site.brand}`,
      ...render(
        'Thank you for getting in touch',
        `Thanks for contacting ${site.brand}. We have your ${noun} and will reply within one working day. ${referenceSentence(lead.reference)}`,
        [
          ['Form', FORM_NAME[lead.kind]],
          ['Received', receivedAt(received)],
        ],
        `If you did not send this, you can ignore this e-mail: nothing else will follow. Questions? Write to ${site.email.hello}.`,
        site.brand,
      ),
    },
  };
  return [notification, confirmation];
}

