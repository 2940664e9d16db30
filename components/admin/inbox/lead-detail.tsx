import { SubmissionDetail } from '@/components/admin/inbox/submission-detail';
import { legalTextKey } from '@/lib/admin/legal-texts';
import { leadExpiresAt, RETENTION } from '@/lib/retention';
import { BUDGETS, HEAR_ABOUT, optionLabel, PROJECT_TYPES, TALENTS, TIMELINES } from '@/lib/validation/options';
import type { Db } from '@/server/db/client';
import { versionsNamed } from '@/server/repositories/legal-versions';
import { submissionRecords, type getLead } from '@/server/repositories/inbox';
import { LocalTime } from '@/components/admin/shared/local-time';

type Lead = NonNullable<Awaited<ReturnType<typeof getLead>>>;

/** A contact message or quote request as sent, with its files, mails, notes and consents, and when it is deleted. */
export async function LeadDetail({ db, lead, flash }: { db: Db; lead: Lead; flash: { done?: string; error?: string } }) {
  const quote = lead.kind === 'quote';
  const records = await submissionRecords(db.kysely, lead.id);
  return (
    <SubmissionDetail
      kind={lead.kind}
      id={lead.id}
      reference={lead.reference}
      title={lead.fullname}
      status={lead.status}
      spamReason={lead.spam_reason}
      flash={flash}
      retention={{
        deletesAt: lead.kept_at ? null : leadExpiresAt(lead.last_contact_at).toISOString(),
        rule: `${RETENTION.leadMonths} months after the last contact, ${lead.last_contact_at.slice(0, 10)}; a status change or a note moves it on`,
        kept: lead.kept_at ? { at: lead.kept_at, by: lead.kept_by ?? 'someone' } : null,
      }}
      {...records}
      texts={(await versionsNamed(db.kysely, records.consents)).map((text) => legalTextKey(text.slug, text.version))}
      fields={[
        ['Received', <LocalTime key="received" iso={lead.created_at} seconds />],
        ['Name', lead.fullname],
        ['E-mail', lead.email],
        ['Phone', lead.phone],
        ['Company', lead.company],
        ['Project type', optionLabel(PROJECT_TYPES, lead.project_type, lead.project_type_other)],
        ['Budget', optionLabel(BUDGETS, lead.budget)],
        ['Timeline', optionLabel(TIMELINES, lead.timeline)],
        ['Preferred talent', optionLabel(TALENTS, lead.talent, lead.talent_other)],
        ['Heard about us', optionLabel(HEAR_ABOUT, lead.hear, lead.hear_other)],
        [quote ? 'Comments' : 'How we can help', lead.message],
        ['Came from', lead.source_page],
        ['About', lead.source_context],
        ['Landing page', lead.landing_page ?? null],
        ['Referrer', lead.referrer_host ?? null],
        ['Campaign', [lead.utm_campaign, lead.utm_source, lead.utm_medium].some(Boolean) ? `${lead.utm_campaign ?? '(none)'} · source ${lead.utm_source ?? '(none)'} · medium ${lead.utm_medium ?? '(none)'}` : null],
        ['Sent from', [lead.ip, lead.user_agent].filter(Boolean).join(' · ')],
      ]}
    />
  );
}
