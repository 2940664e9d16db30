import { BrandIcon } from '@/components/ui/brand-icon';
import { site } from '@/content/site';
import styles from './contact-block.module.css';

/** E-mail, phone and social links beside the contact form. */
export function ContactBlock({ title }: { title: string }) {
  return (
    <aside className={styles.block} aria-labelledby="contact-block-title">
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
        {(['instagram', 'linkedin'] as const).map((name) => (
          <li key={name}>
            <a href={site.social[name].href} rel="noopener noreferrer" target="_blank">
              <BrandIcon name={name} />
              {site.social[name].label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
