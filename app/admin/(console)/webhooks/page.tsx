import type { Metadata } from 'next';
import Link from 'next/link';
import { EndpointTable } from '@/components/admin/webhooks/endpoint-list';
import { ActionNotice } from '@/components/admin/shared/action-notice';
import { requireOwner } from '@/server/auth/session';
import { currentDb } from '@/server/db/current';
import { listEndpoints } from '@/server/repositories/webhooks';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: 'Webhooks' };

type Props = { searchParams: Promise<{ done?: string; error?: string }> };

const MESSAGES = {
  done: { deleted: 'Endpoint deleted, with its deliveries.' },
  error: { gone: 'That endpoint no longer exists.', unknown: 'That endpoint could not be found.' },
};

/** Every webhook endpoint with its events and how its deliveries stand: where endpoints are added and opened. */
export default async function WebhooksPage({ searchParams }: Props) {
  await requireOwner('/admin/webhooks');
  const endpoints = await listEndpoints((await currentDb()).kysely);
  const { done, error } = await searchParams;
  return (
    <>
      <h1>Webhooks</h1>
      <ActionNotice done={done} error={error} messages={MESSAGES} />
      <p>Each new lead, application or lead status change is sent, signed, to the endpoints that subscribe to it, and retried until it is taken.</p>
      <div className={styles.actions} style={{ marginBottom: 16 }}>
        <Link href="/admin/webhooks/new" className="button button-dark">
          Add endpoint
        </Link>
      </div>
      <EndpointTable endpoints={endpoints} />
    </>
  );
}
