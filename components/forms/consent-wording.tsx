import { Link } from '@/components/ui/link';
import { consentParts, consentWordings, type ConsentForm } from '@/content/consent';
import styles from './forms.module.css';

// No 'use client': the contact and quote pages render these on the server and hand them to their form, so the
// wordings (content/consent.ts) stay out of those pages' scripts. The job application imports them through
// consent-fields.tsx.

/** A form's consent wording with its legal pages as links: the very text the consent ledger stores. */
export function ConsentWording({ form }: { form: ConsentForm }) {
  return consentParts(consentWordings[form].text).map((part, i) =>
    'link' in part ? (
      <Link key={i} href={`/${part.link}`}>
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
}

/** The wording as a notice beside the send button, for forms where sending is the agreement. */
export function ConsentNotice({ form }: { form: ConsentForm }) {
  return (
    <p className={`${styles.wide} ${styles.notice}`}>
      <ConsentWording form={form} />
    </p>
  );
}
