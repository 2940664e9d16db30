import type { Metadata } from 'next';
import Link from 'next/link';
import { BackupCodeForm } from '@/components/admin/account/two-factor-form';
import { safeNext } from '@/server/auth/session';
import styles from '../../../admin.module.css';

export const metadata: Metadata = { title: 'Backup code' };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function BackupCodePage({ searchParams }: Props) {
  const next = safeNext((await searchParams).next);
  return (
    <main className={styles.narrow}>
      <h1>Backup code</h1>
      <p className={styles.muted}>
        Enter one of the backup codes you were given when you turned two-factor on. Each code works once; once you are in, make new ones on your Account page if you are running low.
      </p>
      <div className={styles.panel}>
        <BackupCodeForm next={next} />
      </div>
      <p>
        <Link href={`/admin/login/two-factor?next=${encodeURIComponent(next)}`}>Use the code from your authenticator app</Link>
      </p>
    </main>
  );
}
