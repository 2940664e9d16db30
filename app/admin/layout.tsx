import type { Metadata } from 'next';
import { Hydrated } from '@/components/admin/shared/hydrated';
import { AgencyTimeZone } from '@/components/admin/shared/local-time';
import { config } from '@/server/config';
import styles from './admin.module.css';

// The admin console is never indexed (X-Robots-Tag says so too, next.config.ts) and never cached.
export const metadata: Metadata = { title: { default: 'Admin', template: '%s - Admin' }, robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.shell}>
      <AgencyTimeZone zone={config.agencyTimeZone}>{children}</AgencyTimeZone>
      <Hydrated />
    </div>
  );
}
