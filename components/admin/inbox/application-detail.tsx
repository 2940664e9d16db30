import { SubmissionDetail } from '@/components/admin/inbox/submission-detail';
import { legalTextKey } from '@/lib/admin/legal-texts';
import { applicationExpiresAt, RETENTION } from '@/lib/retention';
import type { Db } from '@/server/db/client';
import { versionsNamed } from '@/server/repositories/legal-versions';
import { submissionRecords, type getApplication } from '@/server/repositories/inbox';
import { LocalTime } from '@/components/admin/shared/local-time';

type Application = NonNullable<Awaited<ReturnType<typeof getApplication>>>;

/** A job application as sent, with its files, mails, notes and consents, and when it is deleted. */
export async function ApplicationDetail({ db, application, flash }: { db: Db; application: Application; flash: { done?: string; error?: string } }) {
  const name = `${application.first_name} ${application.last_name}`;
  const deletesAt = applicationExpiresAt({ valid_through: application.job_valid_through, unpublished_at: application.job_unpublished_at });
  const records = await submissionRecords(db.kysely, application.id);
  return (
    <SubmissionDetail
      kind="application"
      id={application.id}
      reference={application.reference}
      title={name}
      status={application.status}
      spamReason={application.spam_reason}
      flash={flash}
      retention={{
        deletesAt: deletesAt?.toISOString() ?? null,
        rule: deletesAt ? `${RETENTION.applicationMonths} months after the role closed` : `The role is open: it is deleted ${RETENTION.applicationMonths} months after the role closes (its closing date, or when it is taken off the site).`,
      }}
      {...records}
      texts={(await versionsNamed(db.kysely, records.consents)).map((text) => legalTextKey(text.slug, text.version))}
      fields={[
        ['Received', <LocalTime key="received" iso={application.created_at} seconds />],
        ['Job', `${application.job_title} (#${application.job_id}, ${application.job_status})`],
        ['Name', name],
        ['E-mail', application.email],
        ['Mobile', application.mobile],
        ['Sent from', [application.ip, application.user_agent].filter(Boolean).join(' · ')],
      ]}
    />
  );
}
