import type { Metadata } from 'next';
import type { Seo } from '@/content/types';
import { site } from '@/content/site';

const defaultImage = { src: '/media/og/home.png', width: 1200, height: 630, alt: `${site.brand}: ${site.tagline}` };

/** Canonical, Open Graph and Twitter tags for one page, from the record the page renders. */
export function pageMetadata({ title, description, path, image = defaultImage }: Seo): Metadata {
  const fullTitle = `${title} - ${site.brand}`;
  const images = [{ url: image.src, width: image.width, height: image.height, alt: image.alt }];
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: site.brand,
      locale: 'en_US',
      url: path,
      title: fullTitle,
      description,
      images,
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images },
  };
}

/** Serialises JSON-LD so that no string in it can close the surrounding script element. */
export function jsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
