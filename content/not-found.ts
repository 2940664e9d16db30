import type { NavLink } from './types';

export const notFoundPage = {
  title: 'Page not found',
  lead: "This page has moved or never existed. Here are the places most people are looking for.",
  suggestionsTitle: 'Try one of these',
  suggestions: [
    { href: '/', label: 'Home' },
    { href: '/services', label: 'Our services' },
    { href: '/work', label: 'Case studies' },
    { href: '/career', label: 'Open jobs' },
    { href: '/contact-us', label: 'Contact us' },
  ] satisfies NavLink[],
};
