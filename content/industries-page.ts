import type { Seo } from './types';
import { site } from './site';

/** /industries page frame; the nine industries themselves live in ./industries. */
export const industriesPage: {
  eyebrow: string;
  title: 'Industries We Serve';
  lead: string;
  seo: Seo;
} = {
  eyebrow: 'Industries',
  title: 'Industries We Serve',
  lead: `From property portals to pet-care marketplaces, ${site.brand} brings the same mix of design, engineering and vetted talent to each sector, shaped by what its customers expect.`,
  seo: {
    title: 'Industries',
    description: `${site.brand} builds brands, websites and apps for real estate, restaurants, travel, on-demand services, retail, education, healthcare, logistics and social networks.`,
    path: '/industries',
    image: {
      src: '/media/og/industries.png',
      width: 1200,
      height: 630,
      alt: `Industries served by ${site.brand}`,
    },
  },
};
