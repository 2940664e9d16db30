import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SubmissionDetail } from '@/components/admin/inbox/submission-detail';
import { leadExpiresAt, RETENTION } from '@/lib/retention';
import { BUDGETS, HEAR_ABOUT, optionLabel, PROJECT_TYPES, TALENTS, TIMELINES } from '@/lib/validation/options';
import { requireOwner } from '@/server/auth/session';
import { currentDb } from '@/server/db/current';
import { getLead, submissionRecords } from '@/server/repositories/inbox';

export const metadata: Metadata = { title: 'Lead' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string; error?: string }> };

export default async function LeadPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireOwner(`/admin/leads/${id}`);
  const db = await currentDb();
  const lead = /^[\w-]{1,64}$/.test(id) ? await getLead(db.kysely, id) : undefined;
  if (!lead) notFound();
  const quote = lead.kind === 'quote';
  return (
    <SubmissionDetail
      kind={lead.kind}
      id={lead.id}
      reference={lead.reference}
      title={lead.fullname}
      status={lead.status}
      spamReason={lead.spam_reason}
      flash={await searchParams}
      retention={{
        deletesAt: lead.kept_at ? null : leadExpiresAt(lead.last_contact_at).toISOString(),
        rule: `${RETENTION.leadMonths} months after the last contact, ${lead.last_contact_at.slice(0, 10)}; a status change or a note moves it on`,
        kept: lead.kept_at ? { at: lead.kept_at, by: lead.kept_by ?? 'someone' } : null,
      }}
      {...await submissionRecords(db.kysely, id)}
      fields={[
        ['Received', `${lead.created_at.slice(0, 19).replace('T', ' ')} UTC`],
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
