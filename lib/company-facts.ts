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
  /** `phone`: the office's own dialled number, or '' when it has none (never the company's in its place) */
  addresses: { country: string; countryCode: string; lines: string[]; phone: string }[];
  /** in the order staff give them; `label` names the network (Instagram and LinkedIn get their mark) */
  social: { label: string; href: string }[];
}

/** The facts content/site.ts sets: the Company item's seed, and what a page shows before any read. */
export const seedFacts: CompanyFacts = {
  brand: site.brand,
  email: { ...site.email },
  phone: { ...site.phone },
  addresses: site.addresses.map((address) => ({ country: address.country, countryCode: address.countryCode, lines: [...address.lines], phone: address.phone })),
  social: Object.values(site.social).map((link) => ({ label: link.label, href: link.href })),
};

/**
 * The words a legal text (or any studio text that opts in) may write for a company fact: `{brand}`, `{email.hello}`,
 * `{email.hr}`, `{email.privacy}`, `{phone}`, and each office's address as `{office.<country code>.address}` (lower
 * case: `{office.us.address}`, `{office.in.address}`), its lines joined by ", ". The page shows the live fact in
 * their place, so a new privacy mailbox, phone number or office reaches the legal pages without editing each one.
 */
export const FACT_TOKENS = ['{brand}', '{email.hello}', '{email.hr}', '{email.privacy}', '{phone}'] as const;

/** An office's address token: `{office.in.address}` for the office whose country code is IN. */
export const officeToken = (countryCode: string) => `{office.${countryCode.trim().toLowerCase()}.address}`;

/** How an office token is written: the country code in lower case (the facts say whether it names an office). */
export const OFFICE_TOKEN = /\{office\.([a-z]{2})\.address\}/g;

/**
 * The tokens a legal text (only) may write besides the facts: the paragraphs the analytics setting calls for
 * (lib/legal-markdown.ts fillLegal).
 */
export const SETTING_TOKENS = ['{analytics.consent}', '{analytics.dnt}'] as const;

/**
 * Every token a studio text may write, the one list: the fixed facts, an address token for each office the facts hold
 * (the seed's when none are given: `{office.us.address}`, `{office.in.address}`), and for a legal text the setting
 * tokens too. A `{…}` not in it is not filled in.
 */
export function knownTokens(facts: CompanyFacts = seedFacts, options: { legal?: boolean } = {}): string[] {
  return [...FACT_TOKENS, ...[...new Set(facts.addresses.map((address) => officeToken(address.countryCode)))], ...(options.legal ? SETTING_TOKENS : [])];
}

/** An office's address as a text writes it: its lines joined by ", ". */
export const addressText = (address: CompanyFacts['addresses'][number]) => address.lines.join(', ');

export function factValues(facts: CompanyFacts): Record<string, string> {
  const values: Record<string, string> = { '{brand}': facts.brand, '{email.hello}': facts.email.hello, '{email.hr}': facts.email.hr, '{email.privacy}': facts.email.privacy, '{phone}': facts.phone.display };
  // the first office of a country, when two share one
  for (const address of [...facts.addresses].reverse()) values[officeToken(address.countryCode)] = addressText(address);
  return values;
}

/** The text with each fact token replaced by `escape(value)` (unknown `{…}` stay as written). */
export function fillFacts(text: string, facts: CompanyFacts, escape: (value: string) => string = (value) => value): string {
  const values = factValues(facts);
  return text.replace(/\{(?:brand|email\.hello|email\.hr|email\.privacy|phone|office\.[a-z]{2}\.address)\}/g, (token) => (token in values ? escape(values[token]) : token));
}

/** Social networks with a mark of their own (components/ui/brand-icon.tsx); any other link gets a plain one. */
export const socialIcon = (label: string): 'instagram' | 'linkedin' | 'link' => {
  const name = label.trim().toLowerCase();
  return name === 'instagram' || name === 'linkedin' ? name : 'link';
};
