import { site } from '@/content/site';

/**
 * The company's facts as the pages, mails and structured data use them: the studio's Company item when it is live
 * (server/content/public.ts companyFacts), content/site.ts before the first read. The site's address, domain,
 * keywords and the life page's route stay in code (content/site.ts).
 */
export interface CompanyFacts {
  brand: string;
  email: { hello: string; hr: string; privacy: string };
  phone: { display: string; tel: string };
  addresses: { country: string; countryCode: string; lines: string[] }[];
  /** in the order staff give them; `label` names the network (Instagram and LinkedIn get their mark) */
  social: { label: string; href: string }[];
}

/** The facts content/site.ts sets: the Company item's seed, and what a page shows before any read. */
export const seedFacts: CompanyFacts = {
  brand: site.brand,
  email: { ...site.email },
  phone: { ...site.phone },
  addresses: site.addresses.map((address) => ({ country: address.country, countryCode: address.countryCode, lines: [...address.lines] })),
  social: Object.values(site.social).map((link) => ({ label: link.label, href: link.href })),
};

/**
 * The words a legal text (or any studio text that opts in) may write for a company fact: `{brand}`, `{email.hello}`,
 * `{email.hr}`, `{email.privacy}`, `{phone}`. The page shows the live fact in their place, so a new privacy
 * mailbox or phone number reaches the legal pages without editing each one.
 */
export const FACT_TOKENS = ['{brand}', '{email.hello}', '{email.hr}', '{email.privacy}', '{phone}'] as const;

/** What a legal text may write besides: the paragraphs the analytics setting calls for (lib/legal-markdown.ts fillLegal). */
export const LEGAL_TOKENS = [...FACT_TOKENS, '{analytics.consent}', '{analytics.dnt}'] as const;

export function factValues(facts: CompanyFacts): Record<(typeof FACT_TOKENS)[number], string> {
  return { '{brand}': facts.brand, '{email.hello}': facts.email.hello, '{email.hr}': facts.email.hr, '{email.privacy}': facts.email.privacy, '{phone}': facts.phone.display };
}

/** The text with each fact token replaced by `escape(value)` (unknown `{…}` stay as written). */
export function fillFacts(text: string, facts: CompanyFacts, escape: (value: string) => string = (value) => value): string {
  const values = factValues(facts);
  return text.replace(/\{(?:brand|email\.hello|email\.hr|email\.privacy|phone)\}/g, (token) => escape(values[token as keyof typeof values]));
}

/** Social networks with a mark of their own (components/ui/brand-icon.tsx); any other link gets a plain one. */
export const socialIcon = (label: string): 'instagram' | 'linkedin' | 'link' => {
  const name = label.trim().toLowerCase();
  return name === 'instagram' || name === 'linkedin' ? name : 'link';
};
