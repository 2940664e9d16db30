import type { Metadata } from 'next';
import Link from 'next/link';
import { EDITOR_HOME } from '@/lib/admin/roles';

export const metadata: Metadata = { title: 'No access' };

/** What requireOwner answers (403) a signed-in user whose role does not reach this part of the console. */
export default function Forbidden() {
  return (
    <>
      <h1>Your role does not give access to this page</h1>
      <p>
        Editors work on the site&rsquo;s content and media. Leads, applications, jobs, exports, the outbox, webhooks, the privacy tools, the
        audit log and users are for owners: ask an owner if you need something from here.
      </p>
      <p>
        <Link href={EDITOR_HOME}>Go to your start page</Link>
      </p>
    </>
  );
}
