import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SubmissionDetail } from '@/components/admin/inbox/submission-detail';
import { applicationExpiresAt, RETENTION } from '@/lib/retention';
import { requireOwner } from '@/server/auth/session';
import { currentDb } from '@/server/db/current';
import { getApplication, submissionRecords } from '@/server/repositories/inbox';

export const metadata: Metadata = { title: 'Application' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string; error?: string }> };

export default async function ApplicationPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireOwner(`/admin/applications/${id}`);
  const db = await currentDb();
  const application = /^[\w-]{1,64}$/.test(id) ? await getApplication(db.kysely, id) : undefined;
  if (!application) notFound();
  const name = `${application.first_name} ${application.last_name}`;
  const deletesAt = applicationExpiresAt({ valid_through: application.job_valid_through, unpublished_at: application.job_unpublished_at });
  return (
    <SubmissionDetail
      kind="application"
      id={application.id}
      reference={application.reference}
      title={name}
      status={application.status}
      spamReason={application.spam_reason}
      flash={await searchParams}
      retention={{
        deletesAt: deletesAt?.toISOString() ?? null,
        rule: deletesAt ? `${RETENTION.applicationMonths} months after the role closed` : `The role is open: it is deleted ${RETENTION.applicationMonths} months after the role closes (its closing date, or when it is taken off the site).`,
      }}
      {...await submissionRecords(db.kysely, id)}
      fields={[
        ['Received', `${application.created_at.slice(0, 19).replace('T', ' ')} UTC`],
        ['Job', `${application.job_title} (#${application.job_id}, ${application.job_status})`],
        ['Name', name],
        ['E-mail', application.email],
        ['Mobile', application.mobile],
        ['Sent from', [application.ip, application.user_agent].filter(Boolean).join(' · ')],
      ]}
    />
  );
}
