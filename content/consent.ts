import { cookieBannerText } from '@/lib/analytics/policy';
import type { LegalDocument } from './types';

/**
 * What each form says the visitor agrees to, word for word: the form shows it (with the named legal pages as
 * links) and the server stores the same text with the version of each page it names (the consent ledger).
 * `{privacy-policy}` and `{terms-of-use}` stand for links to those pages. Changing a wording here changes what
 * new submissions record; submissions already stored keep the text they were sent with.
 */
export type ConsentForm = 'contact' | 'quote' | 'application';
export type LegalSlug = LegalDocument['slug'];

export interface ConsentWording {
  text: string;
  /** how it is given: a checkbox the visitor ticks, or a notice beside the send button */
  given: 'checkbox' | 'notice';
}

export const consentWordings: Record<ConsentForm, ConsentWording> = {
  contact: {
    text: 'By sending this form you agree to our {privacy-policy} and {terms-of-use}. We use your details only to answer you.',
    given: 'notice',
  },
  quote: {
    text: 'I agree to the {privacy-policy} and the {terms-of-use}, and to being contacted about my request.',
    given: 'checkbox',
  },
  application: {
    text: 'By applying you agree to our {privacy-policy} and {terms-of-use}. We use your application only to consider you for this role and similar ones.',
    given: 'notice',
  },
};

/**
 * The cookie pop-up's question: recorded with the visitor's answer when they later send a form. Its text follows
 * ANALYTICS_CONSENT (lib/analytics/policy.ts), like the policies: the pop-up is prerendered with the pages.
 */
export const cookieBanner = {
  title: 'Cookies, briefly',
  text: cookieBannerText(),
};

/** The link text each placeholder becomes. */
export const CONSENT_LINKS: Record<'privacy-policy' | 'terms-of-use', string> = {
  'privacy-policy': 'privacy policy',
  'terms-of-use': 'terms of use',
};

export type ConsentPart = { text: string } | { link: keyof typeof CONSENT_LINKS; text: string };

/** The wording as text and links, for the form. */
export function consentParts(text: string): ConsentPart[] {
  return text
    .split(/(\{(?:privacy-policy|terms-of-use)\})/)
    .filter(Boolean)
    .map((part) => {
      const slug = /^\{(.+)\}$/.exec(part)?.[1] as keyof typeof CONSENT_LINKS | undefined;
      return slug ? { link: slug, text: CONSENT_LINKS[slug] } : { text: part };
    });
}

/** The wording as the visitor read it, for the ledger. */
export const consentText = (text: string) => consentParts(text).map((part) => part.text).join('');

/** The legal pages a wording names. */
export const consentDocuments = (text: string): (keyof typeof CONSENT_LINKS)[] =>
  consentParts(text).flatMap((part) => ('link' in part ? [part.link] : []));
