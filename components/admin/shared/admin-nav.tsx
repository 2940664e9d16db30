'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import styles from '@/app/admin/admin.module.css';
import { mayUse, type Role } from '@/lib/admin/roles';

const LINKS = [
  { href: '/admin', label: 'Inbox', match: (p: string) => p === '/admin' || p.startsWith('/admin/leads') || p.startsWith('/admin/applications') },
  { href: '/admin/content', label: 'Content', match: (p: string) => p.startsWith('/admin/content') },
  { href: '/admin/jobs', label: 'Jobs', match: (p: string) => p.startsWith('/admin/jobs') },
  { href: '/admin/analytics', label: 'Analytics', match: (p: string) => p.startsWith('/admin/analytics') },
  { href: '/admin/media', label: 'Media', match: (p: string) => p.startsWith('/admin/media') },
  { href: '/admin/outbox', label: 'Outbox', match: (p: string) => p.startsWith('/admin/outbox') },
  { href: '/admin/webhooks', label: 'Webhooks', match: (p: string) => p.startsWith('/admin/webhooks') },
  { href: '/admin/privacy', label: 'Privacy', match: (p: string) => p.startsWith('/admin/privacy') },
  { href: '/admin/audit', label: 'Audit log', match: (p: string) => p.startsWith('/admin/audit') },
  { href: '/admin/account', label: 'Account', match: (p: string) => p.startsWith('/admin/account') },
];

/** The console's sections that `role` may use (lib/admin/roles.ts); the pages refuse the others themselves. */
export function AdminNav({ role }: { role: Role }) {
  const pathname = usePathname();
  const list = useRef<HTMLUListElement>(null);
  // On a phone the menu is one line that scrolls sideways: bring the current section's link into it.
  useEffect(() => {
    const menu = list.current;
    const current = menu?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!menu || !current || menu.scrollWidth <= menu.clientWidth) return;
    const start = current.offsetLeft - menu.offsetLeft;
    if (start < menu.scrollLeft || start + current.offsetWidth > menu.scrollLeft + menu.clientWidth) menu.scrollLeft = Math.max(0, start - 24);
  }, [pathname]);
  return (
    <nav aria-label="Admin">
      <ul className={styles.nav} ref={list}>
        {LINKS.filter((link) => mayUse(role, link.href)).map((link) => (
          <li key={link.href}>
            <Link href={link.href} aria-current={link.match(pathname) ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
