import type { Seo } from './types';
import { site } from './site';

export const contactPage = {
  eyebrow: 'Contact us',
  title: "Let's talk about what you're building",
  lead: 'Tell us a little about your project or question. A real person reads every message and replies within one working day.',
  blockTitle: 'Or reach us directly',
  seo: {
    title: 'Contact Us',
    description: `Contact ${site.brand}: send us a message about your website, app, brand or hiring needs, or write, call or find us on Instagram and LinkedIn.`,
    path: '/contact-us',
    image: { src: '/media/og/contact.png', width: 1200, height: 630, alt: `Contact ${site.brand}` },
  } satisfies Seo,
};

export const quotePage = {
  eyebrow: 'Get a quote',
  title: 'Tell us about your project',
  lead: 'Share the essentials and we will come back within one working day with questions, a rough plan and a price range. Fields marked * are required.',
  seo: {
    title: 'Get a Quote',
    description: `Request a quote from ${site.brand}: describe your project, budget and timeline, attach briefs or files up to 10 MB, and hear back within one working day.`,
    path: '/get-quote',
    image: { src: '/media/og/quote.png', width: 1200, height: 630, alt: `Get a quote from ${site.brand}` },
  } satisfies Seo,
};

/** The call to action on every service and case-study page: /get-quote, filled in for that page (lib/quote-prefill.ts). */
export const quoteStart = {
  label: 'Start a project like this',
  heading: 'Planning something similar?',
  lead: 'Tell us about it: the quote form opens with this kind of project filled in, and you can change anything.',
};
