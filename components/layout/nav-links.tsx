'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { isActivePath } from '@/lib/active-path';
import type { NavLink } from '@/content/types';

interface Props {
  links: NavLink[];
  listClassName: string;
  linkClassName: string;
}

/** The main navigation's links, the current page's marked (aria-current), also after a client-side navigation. */
export function NavLinks({ links, listClassName, linkClassName }: Props) {
  const pathname = usePathname();
  return (
    <ul className={listClassName}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={linkClassName} aria-current={isActivePath(link.href, pathname) ? 'page' : undefined} data-cursor={link.label}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
