import type { Metadata } from 'next';
import Link from 'next/link';
import { WebhookForm } from '@/components/admin/webhooks/webhook-form';
import { EMPTY_WEBHOOK } from '@/lib/validation/webhook';
import { requireOwner } from '@/server/auth/session';

export const metadata: Metadata = { title: 'New webhook endpoint' };

/** A new endpoint; its signing secret is shown once, when it is added. */
export default async function NewWebhookPage() {
  await requireOwner('/admin/webhooks/new');
  return (
    <>
      <p>
        <Link href="/admin/webhooks">← Webhooks</Link>
      </p>
      <h1>New webhook endpoint</h1>
      <p>Fields marked * are required. Each event is POSTed as JSON and signed as the Standard Webhooks specification says.</p>
      <WebhookForm endpoint={EMPTY_WEBHOOK} />
    </>
  );
}
