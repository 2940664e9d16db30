import { Link } from '@/components/ui/link';
import type { NavLink } from '@/content/types';
import { jsonLd } from '@/lib/metadata';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import styles from './breadcrumbs.module.css';

/** Visible breadcrumb trail plus its BreadcrumbList structured data; the last item is the current page. */
export function Breadcrumbs({ trail }: { trail: NavLink[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(breadcrumbJsonLd(trail)) }} />
      <ol>
        {trail.map((item, index) => (
          <li key={item.href}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <Link href={item.href}>{item.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
