/** Company facts: the one place the brand, mailboxes, phone, addresses and social links are set. */
import { DEFAULT_DOMAIN, siteUrlFrom } from '@/lib/site-url.mts';

const brand = 'Navyug';
const domain = DEFAULT_DOMAIN;
/** The company's number: the Raleigh office's. */
const phone = { display: '+1 (555) 010-0199', tel: '+15550100199' };

export const site = {
  brand,
  /** Hindi for 'new era': the story told on the About page. */
  brandMeaning: 'new era',
  domain,
  url: siteUrlFrom(),
  tagline: 'Creative and technology agency',
  description:
    'Navyug is a creative and technology agency: websites, apps, brands, AI and cloud, delivered end to end or with vetted talent that joins your team.',
  keywords: [
    'creative agency',
    'technology agency',
    'website development',
    'mobile app development',
    'product branding',
    'UI/UX design',
    'AI/ML services',
    'DevOps and cloud',
    'data engineering',
    'talent integration',
  ],
  email: {
    hello: `hello@${domain}`,
    hr: `hr@${domain}`,
    privacy: `privacy@${domain}`,
  },
  phone,
  founded: 2025,
  addresses: [
    {
      country: 'USA',
      countryCode: 'US',
      lines: ['410 Fayetteville Street, Suite 1200', 'Raleigh, NC 27601', 'United States'],
      /** the office's own number (its structured data), dialled */
      phone: phone.tel,
    },
    {
      country: 'India',
      countryCode: 'IN',
      lines: ['7th Floor, Shivalik Shilp, Iscon Cross Road', 'Ahmedabad, Gujarat 380015', 'India'],
      /** no Indian number yet: the office is given none rather than the US one */
      phone: '',
    },
  ],
  social: {
    instagram: { label: 'Instagram', href: 'https://www.instagram.com/navyug.example' },
    linkedin: { label: 'LinkedIn', href: 'https://www.linkedin.com/company/navyug-example' },
  },
} as const;

/** '/life-navyug': the life page's route follows the brand. */
export const lifePath = `/life-${brand.toLowerCase()}`;
