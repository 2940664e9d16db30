import type { Counter, Seo } from './types';
import { site } from './site';

/**
 * Home page copy; lists (talent, services, FAQs...) live in their own modules. The seed of the content studio's home
 * page (collection 'pages', server/content/seed.ts): the site reads the live item; the calls to action stay here.
 */
export const home = {
  hero: {
    lines: ['Bold ideas,', 'built for a', 'new era'],
    intro: `${site.brand} designs, builds and staffs the websites, apps and brands that move growing businesses forward.`,
    cta: { label: 'Book Your Service', href: 'get-quote' },
  },
  talent: {
    heading: 'Talent that joins your team, not just your project',
    text: 'Meet some of the designers, engineers and strategists behind our work: vetted specialists ready to plug into your team on demand.',
  },
  about: {
    eyebrow: 'Est. in 2025',
    heading: `${site.brand}: a ${site.brandMeaning} for ambitious brands`,
    text: 'We work with clients in two ways. Our end-to-end project delivery takes an idea from first workshop to launch and beyond, while talent integration places vetted specialists straight into your team. Either way, you get one partner for strategy, design and technology.',
    cta: { label: 'Explore More', href: '/about-us' },
  },
  counters: [
    { value: '30+', label: 'Team members' },
    { value: '10+', label: 'Talent integrated' },
    { value: '300k+', label: 'Development hours' },
    { value: '200+', label: 'Solutions delivered' },
  ] satisfies readonly Counter[],
  process: {
    heading: 'A clear path from idea to impact',
    text: 'Whether we deliver your project end to end or add talent to your team, every engagement follows six simple, transparent steps.',
  },
  technologies: {
    heading: 'The tools behind our work',
    text: 'We choose proven, well-supported technologies so what we build is fast today and easy to maintain tomorrow.',
  },
  video: {
    heading: 'Inside the studio',
    caption: 'A look at a typical week at the studio: sketches, stand-ups, code reviews and launches.',
  },
  industries: {
    heading: 'Industries We Serve',
    text: 'We bring design and engineering know-how to sectors where good digital products make a real difference.',
  },
  testimonials: {
    heading: 'What our clients say',
    text: 'From bakeries to property portals, here is how teams describe working with us.',
  },
  faq: {
    heading: 'Frequently asked questions',
    cta: { label: 'Explore More', href: '/faqs' },
  },
  coreServices: {
    eyebrow: 'What we do',
    heading: 'Technology Meets Creativity',
    cta: { label: 'All Services', href: '/services' },
  },
} as const;

export const homeSeo: Seo = {
  title: 'Home',
  description: `${site.brand} is a creative and technology agency: websites, mobile apps, branding, UI/UX, AI/ML and cloud, delivered end to end or by vetted talent in your team.`,
  path: '/',
  image: { src: '/media/og/home.png', width: 1200, height: 630, alt: `${site.brand}: creative and technology agency` },
};
