import type { Seo } from './types';
import { site } from './site';

export const faqsPage = {
  eyebrow: 'FAQs',
  title: 'Frequently asked questions',
  lead: `Straight answers about working with ${site.brand}: services, contracts, timelines, talent and support.`,
  cta: { text: 'Still wondering about something?', label: "Let's Talk", href: '/contact-us' },
  seo: {
    title: 'FAQs',
    description: `Answers to common questions about ${site.brand}: our services, talent matching, contracts, timelines, time zones, support, confidentiality and revisions.`,
    path: '/faqs',
    image: { src: '/media/og/faqs.png', width: 1200, height: 630, alt: `${site.brand} FAQs` },
  } satisfies Seo,
};
