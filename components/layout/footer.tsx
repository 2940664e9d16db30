import { Link } from '@/components/ui/link';
import { footerBlurb, footerColumns, headerCta } from '@/content/navigation';
import { socialIcon, type CompanyFacts } from '@/lib/company-facts';
import { flagSrc } from '@/lib/flag-codes.mts';
import { pageFacts } from '@/server/content/public';
import { BrandIcon } from '../ui/brand-icon';
import { CurrentYear } from './current-year';
import styles from './footer.module.css';

const columnId = (title: string) => `footer-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;

/** The footer: the company's addresses, brand and social links are the studio's Company item (live). */
export async function SiteFooter() {
  return <FooterView site={await pageFacts()} />;
}

/** The footer with these facts (the live ones, or a draft's in the admin's preview). */
export function FooterView({ site }: { site: CompanyFacts }) {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.invite}>
          <p className={styles.headline}>Pssst... We&apos;re waiting for you!</p>
          <Link href={headerCta.href} className={`button ${styles.talk}`}>
            {headerCta.label}
          </Link>
        </div>

        <div className={styles.grid}>
          <div className={styles.about}>
            <p className={styles.blurb}>{footerBlurb}</p>
            <ul className={styles.addresses}>
              {site.addresses.map((address) => (
                <li key={`${address.countryCode} ${address.lines.join(' ')}`}>
                  <img
                    src={flagSrc(address.countryCode)}
                    width={36}
                    height={24}
                    alt={`Flag of ${address.country}`}
                    className={styles.flag}
                    loading="lazy"
                  />
                  <address className={styles.address}>
                    <strong>{site.brand} {address.country}</strong>
                    {address.lines.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                </li>
              ))}
            </ul>
            <p className={styles.reach}>
              <a href={`tel:${site.phone.tel}`} className={styles.link}>
                {site.phone.display}
              </a>
              <a href={`mailto:${site.email.hello}`} className={styles.link}>
                {site.email.hello}
              </a>
            </p>
          </div>

          {footerColumns.map((column) => (
            <nav key={column.title} aria-labelledby={columnId(column.title)} className={styles.column}>
              <h2 id={columnId(column.title)} className={styles.columnTitle}>
                {column.title}
              </h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={styles.link}>
                      {link.label}
                    </Link>
                    {link.badge && <span className={styles.badge}>{link.badge}</span>}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className={styles.bottom}>
          <p>
            © <CurrentYear /> {site.brand}. All rights reserved.
          </p>
          <ul className={styles.social}>
            {site.social.map((link) => (
              <li key={`${link.label} ${link.href}`}>
                <a href={link.href} rel="noopener noreferrer" target="_blank" className={styles.socialLink}>
                  <BrandIcon name={socialIcon(link.label)} />
                  <span className="visually-hidden">
                    {site.brand} on {link.label} (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {/* Drawn by CSS from the attribute: decoration, not text to read or contrast-check. */}
      <div className={styles.word} data-word={site.brand} aria-hidden="true" />
    </footer>
  );
}
