import type { Metadata } from 'next';
import Link from 'next/link';
import { TwoFactorForm } from '@/components/admin/account/two-factor-form';
import { safeNext } from '@/server/auth/session';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: 'Two-factor code' };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function TwoFactorPage({ searchParams }: Props) {
  const next = safeNext((await searchParams).next);
  return (
    <main className={styles.narrow}>
      <h1>Two-factor code</h1>
      <p className={styles.muted}>Enter the six-digit code your authenticator app shows for this site.</p>
      <div className={styles.panel}>
        <TwoFactorForm next={next} />
      </div>
      <p>
        No phone to hand? <Link href={`/admin/login/two-factor/backup?next=${encodeURIComponent(next)}`}>Use a backup code</Link>
      </p>
    </main>
  );
}
