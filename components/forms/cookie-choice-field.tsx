'use client';

import { useRef } from 'react';
import { browserStorage, choiceField, readConsent } from '@/lib/consent';
import { COOKIE_CHOICE_FIELD } from '@/lib/validation/spam';
import { useFormData } from './use-form-data';

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
