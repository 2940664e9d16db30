import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/admin/account/login-form';
import { site } from '@/content/site';
import { currentUser, safeNext } from '@/server/auth/session';
import { databaseUnavailable } from '@/server/db/unavailable';
import styles from '../admin.module.css';

export const metadata: Metadata = { title: 'Sign in' };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const next = safeNext((await searchParams).next);
  // With the database unreachable no session can be checked: show the form, whose answer says so.
  const user = await currentUser().catch((error: unknown) => {
    if (databaseUnavailable(error)) return null;
    throw error;
  });
  if (user) redirect(next);
  return (
    <main className={styles.narrow}>
      <h1 className={styles.brand}>{site.brand} admin</h1>
      <p className={styles.muted}>Sign in to read leads and applications and to manage jobs.</p>
      <div className={styles.panel}>
        <LoginForm next={next} />
      </div>
    </main>
  );
}
