'use client';

import { useRef } from 'react';
import { Link } from '@/components/ui/link';
import { consentParts, consentWordings, type ConsentForm } from '@/content/consent';
import { browserStorage, choiceField, readConsent } from '@/lib/consent';
import { COOKIE_CHOICE_FIELD } from '@/lib/validation/spam';
import styles from './forms.module.css';
import { useFormData } from './use-form-data';

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

/**
 * Adds the visitor's cookie choice to the form's data as it is sent, so the ledger records it with this
 * submission. Without JavaScript there is no pop-up and so no choice to send.
 */
export function CookieChoiceField() {
  const ref = useRef<HTMLInputElement>(null);
  useFormData(ref, (data) => {
    const record = readConsent(browserStorage());
    if (record) data.set(COOKIE_CHOICE_FIELD, choiceField(record));
  });
  return <input ref={ref} type="hidden" name={COOKIE_CHOICE_FIELD} defaultValue="" />;
}
