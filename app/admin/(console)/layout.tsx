import Link from 'next/link';
import { AdminNav } from '@/components/admin/shared/admin-nav';
import { site } from '@/content/site';
import { EDITOR_HOME } from '@/lib/admin/roles';
import { signOut } from '@/server/actions/admin-auth';
import { requireUser } from '@/server/auth/session';
import styles from '../admin.module.css';

/** The console's frame. Each page checks the session itself too (a layout is not re-run on navigation). */
export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className={styles.bar}>
        <Link href={user.role === 'owner' ? '/admin' : EDITOR_HOME} className={styles.brand}>
          {site.brand} admin
        </Link>
        <AdminNav role={user.role} />
        <div className={styles.who}>
          <span>{user.email}</span>
          <form action={signOut}>
            <button type="submit" className={styles.linkButton}>
              Sign out
            </button>
          </form>
        </div>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </>
  );
}
