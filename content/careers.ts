import type { JobDescription } from '@/lib/careers';
import type { Seo } from './types';
import { site } from './site';

export const careerPage = {
  eyebrow: 'Careers',
  title: 'Build the new era with us',
  lead: `${site.brand} is a small team of designers, engineers and strategists. If you like hard problems, honest feedback and finishing what you start, we would like to meet you.`,
  listTitle: 'Open roles',
  empty: 'There are no open roles right now. New ones appear here first, or write to us and we will keep you in mind.',
  unavailable: 'We could not load the open roles just now. Please try again in a few minutes, or e-mail us your CV.',
  reachOut: {
    title: 'Reach Out',
    text: `Don't see the right role? Send your CV and a few lines about what you would like to work on to ${site.email.hr}.`,
    email: site.email.hr,
  },
  /** a job's page (/career-details) when the jobs cannot be loaded: its banner, above the `unavailable` text */
  details: { eyebrow: 'Careers', title: 'Job details' },
  seo: {
    title: 'Career',
    description: `Open jobs at ${site.brand}: design, engineering and strategy roles in India and the USA, with salary ranges, and a simple way to apply online.`,
    path: '/career',
    image: { src: '/media/og/careers.png', width: 1200, height: 630, alt: `Careers at ${site.brand}` },
  } satisfies Seo,
};

/** Used where a job has no text of its own (the specification's fixed description). */
export const standardDescription: Required<JobDescription> = {
  about: `You will join a cross-functional ${site.brand} team that designs, builds and ships digital products for clients in India, the USA and beyond. You will own your work from the first conversation to launch and learn from people who care about craft.`,
  responsibilities: [
    'Turn client goals into clear plans, estimates and working software or designs.',
    'Work closely with designers, engineers and the client in short, visible iterations.',
    'Review the work of colleagues and welcome reviews of your own.',
    'Keep quality high: accessibility, performance, tests and documentation included.',
  ],
  requirements: [
    'Proven experience in the role, with work you can show and talk us through.',
    'Clear written and spoken English; you explain trade-offs without jargon.',
    'Comfort with feedback, ownership and changing priorities.',
    'A portfolio, GitHub profile or case studies that show how you think.',
  ],
};

export const whyJoinUs = {
  title: 'Why join us',
  points: [
    'Real ownership of projects for real clients, from first workshop to launch.',
    'Flexible hours with protected focus time and overlap between India and the USA.',
    'A yearly learning budget, conference days and a quarterly team learning day.',
    'Health cover, paid leave that people actually take, and a team that looks out for each other.',
  ],
};

export const applicationCopy = {
  title: 'Apply for this role',
  sent: 'Thank you! Your application is in, and a confirmation is on its way to your inbox. We reply to every applicant within ten working days.',
  notFound: {
    title: 'This job is not open',
    text: 'The role you are looking for has closed or the link is incomplete. Have a look at the roles that are open now.',
    cta: { label: 'See open roles', href: '/career' },
  },
};
