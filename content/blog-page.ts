import type { Seo } from './types';
import { site } from './site';

const lead = `Practical writing from the ${site.brand} team on putting machine learning and AI to work in real products.`;

export const blogPage = {
  eyebrow: 'Blog',
  title: 'Notes on machine learning and AI',
  lead,
  /** the RSS feed's channel (/blog/rss.xml) */
  feed: { title: `${site.brand} blog`, description: lead },
  seo: {
    title: 'Blog',
    description: `Practical articles from ${site.brand} on machine learning and AI: first use cases, retrieval-augmented generation, evaluation, data foundations and responsible AI.`,
    path: '/blog',
    image: { src: '/media/og/blog.png', width: 1200, height: 630, alt: `${site.brand} blog` },
  } satisfies Seo,
};
