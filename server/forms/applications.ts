import 'server-only';
import { randomUUID } from 'node:crypto';
import { companyFacts, liveLegalVersions } from '../content/public';
import { applicationSchema, RESUME_RULES, TASK_RULES } from '@/lib/validation/application';
import { referenceSentence } from '@/lib/reference';
import { fieldErrors } from '@/lib/validation/fields';
import { noteConversion } from '../analytics/ingest';
import { config } from '../config';
import type { Db } from '../db/client';
import { enqueueMail } from '../mail/outbox';
import { render, subjectSafe } from '../mail/templates';
import { kick } from '../queue/kick';
import { findJobAnyStatus } from '../repositories/jobs';
import { insertConsents } from '../repositories/consent';
import { insertFiles } from '../repositories/files';
import { findByKey, freeReference, insertApplication } from '../repositories/submissions';
import { inspectUploads, type AcceptedFile } from '../storage/uploads';
import { enqueueWebhookEvent } from '../webhooks/outbox';
import { applicationData } from '../webhooks/payloads';
import { consentRecords } from './consent';
import { EXPIRED_FORM, mayConfirm, rateLimited, receivedAt, spamVerdict, type Submission, type SubmitResult } from './submission';

const INVALID = 'Some answers need another look: see the messages beside the fields.';

export interface ApplicationOptions {
  /**
   * Our own form (page, its action and its upload endpoint) carries the honeypot and the signed form token
   * and is checked like the lead forms. The provider API (`/api/front/apply-for-job`) speaks the
   * specification's contract, which has neither: it is rate limited, and its key is `submission_key`.
   */
  formChecks: boolean;
}

/**
 * Validates and stores one job application with its résumé (and task file when the job asks for one),
 * and queues the applicant's confirmation, HR's notification and the webhooks, all in one transaction. The
 * form's token id (or the API's submission key) makes a repeated post return the first application instead
 * of a second one. Spam is stored and marked, without its files, and never e-mailed or sent on.
 */
export async function submitApplication(db: Db, submission: Submission, { formChecks }: ApplicationOptions): Promise<SubmitResult> {
  const limited = await rateLimited(db.kysely, 'apply', submission, (wait) => `Too many applications from your network. Please wait ${wait} and try again.`);
  if (limited) return limited;

  const parsed = applicationSchema.safeParse(submission.fields);
  const errors: Record<string, string[]> = parsed.success ? {} : fieldErrors(parsed.error);
  const job = parsed.success ? await findJobAnyStatus(db.kysely, Number(parsed.data.job_id)) : undefined;
  if (parsed.success && !job) errors.job_id = ['This job does not exist: choose one of the open roles.'];
  if (job && job.status !== 'published') errors.job_id = ['This job is closed and no longer takes applications.'];

  let tooLarge = false;
  const files: AcceptedFile[] = [];
  const checks: [string, typeof RESUME_RULES][] = [['resume', RESUME_RULES]];
  if (!job || job.give_task === 'Yes') checks.push(['task_file', TASK_RULES]);
  for (const [field, rules] of checks) {
    const inspected = await inspectUploads(submission.uploads.filter((u) => u.field === field), rules);
    if (inspected.ok) files.push(...inspected.files);
    else {
      errors[field] = inspected.errors;
      tooLarge ||= inspected.tooLarge;
    }
  }
  if (!parsed.success || !job || Object.keys(errors).length) {
    return { status: 'rejected', outcome: tooLarge ? 'too_large' : 'invalid', httpStatus: tooLarge ? 413 : 422, message: errors.job_id?.[0] ?? INVALID, fieldErrors: errors };
  }

  const verdict = formChecks ? await spamVerdict(db.kysely, submission.fields) : { kind: 'ok' as const, key: apiKey(submission.fields.submission_key) };
  if (verdict.kind === 'expired') return EXPIRED_FORM;
  const spamReason = verdict.kind === 'spam' ? verdict.reason : null;
  if (spamReason) files.length = 0; // kept to be looked at, but not its files
  const key = verdict.key ?? randomUUID();
  const existing = await findByKey(db.kysely, 'applications', key);
  if (existing) return { status: 'accepted', outcome: 'duplicate', ...existing };

  const id = randomUUID();
  const received = new Date();
  const now = received.toISOString();
  const data = parsed.data;
  const owner = { kind: 'application' as const, id };
  // The brand and mailbox the e-mails name, and the legal pages' versions the consent records name: as published now.
  const [site, versions] = await Promise.all([companyFacts(), liveLegalVersions()]);
  const inserted = await db.kysely.transaction().execute(async (trx) => {
    const reference = await freeReference(trx, 'applications', 'application');
    const application = { id, reference, job_id: job.id, first_name: data.first_name, last_name: data.last_name, email: data.email, mobile: data.mobile, submission_key: key, ip: submission.ip, user_agent: submission.userAgent?.slice(0, 300) ?? null, created_at: now, status: spamReason ? ('spam' as const) : ('new' as const), spam_reason: spamReason };
    if (!(await insertApplication(trx, application))) return null; // the same form, posted twice at once
    if (spamReason) return reference;
    await insertFiles(trx, owner, files, now);
    if (formChecks) await insertConsents(trx, consentRecords('application', submission.fields, owner, received, versions), versions);
    await enqueueWebhookEvent(trx, 'application.created', applicationData(application, job), owner, received);
    const name = `${data.first_name} ${data.last_name}`;
    const rows: [string, string | null][] = [
      ['Reference', reference],
      ['Job', `${job.job_title} (#${job.id})`],
      ['Name', name],
      ['E-mail', data.email],
      ['Mobile', data.mobile],
      ['Files', files.map((f) => `${f.name} (${Math.ceil(f.size / 1024)} KB)`).join(', ')],
    ];
    await enqueueMail(trx, [
      {
        owner,
        topic: 'application.notify',
        to: config.hrTo,
        replyTo: data.email,
        content: { subject: subjectSafe(`New application ${reference}: ${job.job_title} - ${name}`), ...render('New job application', `${name} applied for ${job.job_title}.`, rows, `Open it in the admin: ${config.siteUrl}/admin/applications/${id}`, site.brand) },
      },
      // The applicant's copy says only what is ours (the job's title, the form, the time), nothing they typed.
      ...((await mayConfirm(trx, data.email))
        ? [
            {
              owner,
              topic: 'application.confirm',
              to: data.email,
              content: {
                subject: subjectSafe(`Your application ${reference} for ${job.job_title} - ${site.brand}`),
                ...render(
                  'Thank you for applying',
                  `We have your application for ${job.job_title} at ${site.brand}. We reply to every applicant within ten working days. ${referenceSentence(reference)}`,
                  [
                    ['Form', 'Job application'],
                    ['Received', receivedAt(received)],
                  ],
                  `If you did not send this, you can ignore this e-mail: nothing else will follow. Questions? Write to ${site.email.hr}.`,
                  site.brand,
                ),
              },
            },
          ]
        : []),
    ]);
    return reference;
  });
  if (!inserted) return { status: 'accepted', outcome: 'duplicate', ...(await findByKey(db.kysely, 'applications', key))! };
  if (!spamReason) {
    kick('outbox');
    kick('webhook_deliveries');
    await noteConversion(db, 'application', submission);
  }
  return { status: 'accepted', outcome: spamReason ? 'spam' : 'stored', id, reference: inserted };
}

/** The API's own idempotency key, when it sent a sensible one. */
const apiKey = (value: string | undefined) => (/^[\w-]{8,64}$/.test(value ?? '') ? value! : null);
