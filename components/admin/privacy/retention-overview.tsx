import Link from 'next/link';
import { AdminTable } from '@/components/admin/shared/admin-table';
import { KIND_LABELS } from '@/lib/admin/inbox-filter';
import { RETENTION } from '@/lib/retention';
import type { recentSweeps } from '@/server/repositories/retention';
import type { expiringBy, SweepResult } from '@/server/privacy/retention';
import { LocalTime } from '@/components/admin/shared/local-time';

type Expiring = Awaited<ReturnType<typeof expiringBy>>;
type Sweeps = Awaited<ReturnType<typeof recentSweeps>>;

/** The retention rule as the privacy policy states it, what expires in the days ahead, and the last sweeps' counts. */
export function RetentionOverview({ expiring, sweeps, now }: { expiring: Expiring; sweeps: Sweeps; now: Date }) {
  return (
    <section aria-labelledby="retention-title">
      <h2 id="retention-title">Retention</h2>
      <p>
        As the <Link href="/privacy-policy">privacy policy</Link> says: a lead is deleted {RETENTION.leadMonths} months after the last contact (its message, a status change or a note) unless it is marked
        kept because it became an engagement; a job application {RETENTION.applicationMonths} months after its role closed (the closing date, or when the job was taken off the site). Everything stored with
        them goes too: files, notes, e-mails and webhook deliveries. The sweep runs once a day.
      </p>
      <h3 id="expiring-title">Expiring in the next {RETENTION.previewDays} days</h3>
      <AdminTable labelledBy="expiring-title" columns={['Deleted on', 'Reference', 'Kind', 'Name', 'Rule']} empty={expiring.length === 0 && `Nothing expires in the next ${RETENTION.previewDays} days.`}>
        {expiring.map((item) => (
          <tr key={item.id}>
            <td>{item.expiresAt <= now ? 'at the next sweep' : item.expiresAt.toISOString().slice(0, 10)}</td>
            <td>
              <Link href={`/admin/${item.kind === 'application' ? 'applications' : 'leads'}/${item.id}#retention`}>{item.reference}</Link>
            </td>
            <td>{KIND_LABELS[item.kind]}</td>
            <td>{item.name}</td>
            <td>{item.rule}</td>
          </tr>
        ))}
      </AdminTable>
      <h3 id="sweeps-title">Last sweeps</h3>
      <AdminTable labelledBy="sweeps-title" columns={['When', 'Leads', 'Applications', 'Files', 'Notes', 'E-mails', 'Webhook deliveries']} empty={sweeps.length === 0 && 'No sweep has run yet.'}>
        {sweeps.map((sweep) => {
          const counts = parseCounts(sweep.detail);
          return (
            <tr key={sweep.at}>
              <td>
                <LocalTime iso={sweep.at} />
              </td>
              <td>{counts.leads}</td>
              <td>{counts.applications}</td>
              <td>{counts.files}</td>
              <td>{counts.notes}</td>
              <td>{counts.mails}</td>
              <td>{counts.webhookDeliveries}</td>
            </tr>
          );
        })}
      </AdminTable>
    </section>
  );
}

function parseCounts(detail: string | null): Partial<Record<keyof SweepResult, number>> {
  try {
    return JSON.parse(detail ?? '{}') as Partial<Record<keyof SweepResult, number>>;
  } catch {
    return {};
  }
}
