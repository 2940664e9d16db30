import type { Metadata } from 'next';
import type { Seo } from '@/content/types';
import { site } from '@/content/site';

const defaultImage = { src: '/media/og/home.png', width: 1200, height: 630, alt: `${site.brand}: ${site.tagline}` };

/**
 * Canonical, Open Graph and Twitter tags for one page, from the record the page renders. `brand`: the live Company
 * item's, where the page reads it (server/content/public.ts companyFacts); the browser title's brand is always the
 * live one (app/layout.tsx's template).
 */
export function pageMetadata({ title, description, path, image = defaultImage }: Seo, brand: string = site.brand): Metadata {
  const fullTitle = `${title} - ${brand}`;
  const images = [{ url: image.src, width: image.width, height: image.height, alt: image.alt }];
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: brand,
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
