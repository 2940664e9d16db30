import type { ImageAsset, Seo } from './types';
import { lifePath, site } from './site';

/** Life at the agency (/life-{brand}): culture, values, perks and a link to open jobs. */

interface TitledText {
  title: string;
  text: string;
}

export interface LifePage {
  hero: { eyebrow: string; title: string; lead: string; image: ImageAsset };
  culture: { heading: string; paragraphs: string[]; images: ImageAsset[] };
  values: { heading: string; items: TitledText[] };
  perks: { heading: string; items: TitledText[] };
  careers: { heading: string; text: string; cta: { label: 'See open jobs'; href: '/career' } };
  seo: Seo;
}

export const lifePage: LifePage = {
  hero: {
    eyebrow: 'Life & culture',
    title: `Life at ${site.brand}`,
    lead: 'A small, curious team of designers, engineers and strategists who like hard problems, honest feedback and finishing what we start.',
    image: {
      src: '/media/life/team.webp',
      width: 1600,
      height: 900,
      alt: `Illustrated line-up of eight ${site.brand} team members above a banner reading “the team”`,
    },
  },
  culture: {
    heading: 'How we work together',
    paragraphs: [
      'We are one team across two countries, with colleagues in India and the United States. Overlapping hours are kept for conversation and decisions; the rest of the day is protected for focused work.',
      'Designers and engineers share projects from the first workshop to launch, so nobody throws work over a wall. Reviews are frequent, kind and specific, and anyone can ask why a decision was made.',
      'We celebrate launches, birthdays and festivals together, and once a quarter the whole team stops client work for a day to learn something new or try out a tool.',
    ],
    images: [
      {
        src: '/media/life/culture-1.webp',
        width: 1200,
        height: 800,
        alt: 'Illustration of two colleagues in front of a wall of sticky notes linked by a dotted line',
      },
      {
        src: '/media/life/culture-2.webp',
        width: 1200,
        height: 800,
        alt: 'Illustration of two colleagues celebrating around a cake under falling confetti',
      },
    ],
  },
  values: {
    heading: 'What we value',
    items: [
      {
        title: 'Clients’ goals first',
        text: 'We judge our work by what it changes for the client, not by how clever it looks in a portfolio.',
      },
      {
        title: 'Say it plainly',
        text: 'Clear writing, honest estimates and bad news shared early. No jargon where a simple word will do.',
      },
      {
        title: 'Craft in the details',
        text: 'Spacing, error messages, test coverage and documentation all get the same care as the headline feature.',
      },
      {
        title: 'Keep learning',
        text: 'Technology moves quickly. We make time to read, experiment and teach each other what we find.',
      },
      {
        title: 'Own the outcome',
        text: 'If you see a problem, you are trusted to raise it and help fix it, whatever your job title says.',
      },
      {
        title: 'Look after each other',
        text: 'Sustainable hours, generous help and respect for life outside work make better teams and better products.',
      },
    ],
  },
  perks: {
    heading: 'Perks and benefits',
    items: [
      {
        title: 'Flexible hours',
        text: 'Core overlap hours for collaboration, and the freedom to arrange the rest of your day around your life.',
      },
      {
        title: 'Hybrid working',
        text: 'Work from the office, from home or a mix of both, agreed with your team.',
      },
      {
        title: 'Learning budget',
        text: 'A yearly allowance for courses, books, certifications and conference tickets.',
      },
      {
        title: 'Health cover',
        text: 'Medical insurance for you and your immediate family from your first month.',
      },
      {
        title: 'Time to recharge',
        text: 'Paid leave, public holidays and a day off on your birthday.',
      },
      {
        title: 'Good kit',
        text: 'A laptop and the software you need to do your best work, chosen with you.',
      },
      {
        title: 'Quarterly learning days',
        text: 'One day each quarter set aside for workshops, experiments and show-and-tell sessions.',
      },
      {
        title: 'Mentoring',
        text: 'Every new joiner is paired with a mentor, and clear paths to grow as a specialist or a lead.',
      },
    ],
  },
  careers: {
    heading: 'Want to join us?',
    text: `We are hiring designers, engineers and project managers. Browse the open roles, or write to ${site.email.hr} if you do not see the right one yet.`,
    cta: { label: 'See open jobs', href: '/career' },
  },
  seo: {
    title: `Life at ${site.brand}`,
    description: `What it is like to work at ${site.brand}: our culture across India and the USA, the values we share, perks and benefits, and the roles we are hiring for now.`,
    path: lifePath,
    image: {
      src: '/media/og/life.png',
      width: 1200,
      height: 630,
      alt: `Life at ${site.brand}`,
    },
  },
};
