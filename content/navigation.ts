import type { NavLink } from './types';
import { lifePath, site } from './site';

export const headerLinks: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/about-us', label: 'About' },
  { href: '/services', label: 'Services' },
  { href: '/industries', label: 'Industries' },
  { href: '/work', label: 'Work' },
];

export const headerCta: NavLink = { href: '/contact-us', label: "Let's Talk" };

/**
 * The header's search: a link to the results page, a button that opens the search once the script runs. Its name
 * (and the search box's label and placeholder) are the studio's search page's form words.
 */
export const headerSearch: Pick<NavLink, 'href'> = { href: '/search' };

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: 'Our Stuff',
    links: [
      { href: '/about-us', label: 'About Us' },
      { href: '/services', label: 'Services' },
      { href: '/industries', label: 'Industries' },
      { href: '/work', label: 'Work' },
      { href: '/contact-us', label: 'Contact Us' },
    ],
  },
  {
    title: 'Good Stuff',
    links: [
      { href: '/get-quote', label: 'Get a Quote' },
      { href: '/career', label: 'Career', badge: 'Hiring' },
      { href: '/faqs', label: 'FAQs' },
      { href: '/blog', label: 'Blog' },
      { href: lifePath, label: `Life at ${site.brand}` },
    ],
  },
  {
    title: 'Site Information',
    links: [
      { href: '/terms-of-use', label: 'Terms of Use' },
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/disclaimer', label: 'Disclaimer' },
      { href: '/copyright', label: 'Copyright' },
      { href: '/cookie-policy', label: 'Cookie Policy' },
    ],
  },
];

export const footerBlurb =
  "Whether you're building a platform, shaping a brand identity or sourcing your next hire, we move with you: one team for strategy, design, engineering and talent.";
