import { BrandIcon } from '@/components/ui/brand-icon';
import { socialIcon, type CompanyFacts } from '@/lib/company-facts';
import { jsonLd } from '@/lib/metadata';
import { localBusinessJsonLd } from '@/lib/structured-data';
import { pageFacts } from '@/server/content/public';
import styles from './contact-block.module.css';

/** E-mail, phone and social links beside the contact form: the studio's Company item (live). */
export async function ContactBlock({ title }: { title: string }) {
  return <ContactBlockView title={title} site={await pageFacts()} />;
}

/** The contact block with these facts (the live ones, or a draft's in the admin's preview). */
export function ContactBlockView({ title, site }: { title: string; site: CompanyFacts }) {
  return (
    <aside className={styles.block} aria-labelledby="contact-block-title">
      {localBusinessJsonLd(site).map((office) => (
        <script key={office.name} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(office) }} />
      ))}
      <h2 id="contact-block-title">{title}</h2>
      <dl>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${site.email.hello}`}>{site.email.hello}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>
        </dd>
      </dl>
      <ul className={styles.social}>
        {site.social.map((link) => (
          <li key={`${link.label} ${link.href}`}>
            <a href={link.href} rel="noopener noreferrer" target="_blank">
              <BrandIcon name={socialIcon(link.label)} />
              {link.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
