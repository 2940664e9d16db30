import type { FaqItem } from './types';
import { site } from './site';

/** FAQs page and home FAQ accordion: nine items, first open by default. */
export const faqs: FaqItem[] = [
  {
    title: `What services does ${site.brand} offer?`,
    content:
      'We design and build websites, mobile apps, brand identities and UI/UX, and we deliver AI/ML, DevOps and cloud, and data engineering work. Alongside full project delivery, we also place vetted designers, engineers and specialists directly into your team.',
  },
  {
    title: 'Do I need a fully formed project idea before contacting you?',
    content:
      "No. Many clients come to us with a problem, a rough sketch or just a hunch. Our discovery sessions help you shape it into a clear scope, priorities and a realistic plan before any build work starts.",
  },
  {
    title: 'How do you match talent to my team?',
    content:
      'Every candidate passes a practical skills test and a detailed portfolio review by our senior staff. We then hold a culture-fit interview against your ways of working, so the people we introduce can contribute from their first week.',
  },
  {
    title: 'What contract options are available?',
    content:
      'You can engage us on a project basis or through a monthly retainer. Terms can be fixed, with an agreed scope and price, or variable, so the team scales up or down as your needs change.',
  },
  {
    title: 'How long does a typical project take?',
    content:
      'A brand identity or marketing website usually takes four to eight weeks, while a custom web or mobile product often runs three to six months. We confirm the timeline after discovery and share milestones so you always know what is next.',
  },
  {
    title: 'Can you work across different time zones?',
    content:
      'Yes. With teams in the United States and India, we plan overlapping hours for calls and reviews with clients across the Americas, Europe and Asia. Work keeps moving while you are offline, and you wake up to clear progress notes.',
  },
  {
    title: 'What support do I get during a project?',
    content:
      'Every engagement has a dedicated project manager as your single point of contact. You receive regular updates and demos, and every release goes through QA testing before it reaches you.',
  },
  {
    title: 'How do you keep my project confidential?',
    content:
      'We are happy to sign NDAs before any detailed discussion. Files are exchanged through secure, access-controlled sharing, and our contracts make sure all intellectual property we create is compliant and passes to you.',
  },
  {
    title: 'How many revisions are included?',
    content:
      'Revisions are unlimited, with no extra fee. We keep refining designs and features within the agreed scope until you are genuinely happy with the result.',
  },
];

/** The fragment that opens one answer on /faqs (search results link to it): 'faq-how-many-revisions-are-included'. */
export function faqAnchor(faq: FaqItem): string {
  return `faq-${faq.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}
