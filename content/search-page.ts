import type { NavLink, Seo } from './types';
import { site } from './site';

/**
 * /search: labels, states and messages; the seed of the studio's search page, whose form words the header's search
 * shows too (the header's combobox keeps its own few: content/search-panel.ts).
 */
export const searchPage = {
  eyebrow: 'Search',
  title: `Search ${site.brand}`,
  lead: 'Find services, industries, case studies, blog posts, answers and open jobs by the words in them.',
  label: 'Search the site',
  placeholder: 'Try “mobile app” or “machine learning”',
  submit: 'Search',
  tipsTitle: 'Popular searches',
  tips: ['Website development', 'Branding', 'Machine learning', 'DevOps', 'Mobile app'],
  noResults: 'Check the spelling, try fewer or more general words, or start from one of these pages.',
  partial: 'No page has every word you typed, so these have some of them.',
  jobsUnavailable: { text: 'Open jobs could not be searched just now.', link: 'See every open role' },
  browse: [
    { href: '/services', label: 'Services' },
    { href: '/work', label: 'Case studies' },
    { href: '/blog', label: 'Blog' },
    { href: '/faqs', label: 'FAQs' },
    { href: '/career', label: 'Open jobs' },
  ] satisfies NavLink[],
  seo: {
    title: 'Search',
    description: `Search everything on the ${site.brand} site: services, industries, case studies, blog posts, FAQs and open jobs.`,
    path: '/search',
  } satisfies Seo,
};

/** '1 result', '12 results' */
export const resultCount = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;
