import type { Metadata } from 'next';
import { TwoFactorSetup } from '@/components/admin/account/two-factor-setup';
import { backupCodesLeft } from '@/server/auth/backup-codes';
import { requireUser } from '@/server/auth/session';
import styles from '../../admin.module.css';

export const metadata: Metadata = { title: 'Your account' };

type Props = { searchParams: Promise<{ done?: string }> };

export default async function AccountPage({ searchParams }: Props) {
  const user = await requireUser('/admin/account');
  const { done } = await searchParams;
  const enabled = user.twoFactorEnabled;
  const left = enabled ? await backupCodesLeft(user.id) : null;
  return (
    <>
      <h1>Your account</h1>
      <p>Signed in as {user.email}. Passwords are set on the command line: npm run admin -- reset-password {user.email}</p>
      <section aria-labelledby="two-factor" className={styles.panel}>
        <h2 id="two-factor" style={{ marginTop: 0 }}>
          Two-factor sign-in
        </h2>
        {done === 'two-factor-on' && enabled && (
          <p className={styles.notice} role="status">
            Two-factor is on: from now on, signing in asks for a code from your app.
          </p>
        )}
        <TwoFactorSetup enabled={enabled} backupCodesLeft={left} />
      </section>
    </>
  );
}
