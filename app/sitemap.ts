import type { MetadataRoute } from 'next';
import { allPosts } from '@/content/posts';
import { staticRoutes } from '@/content/routes';
import { absoluteUrl } from '@/lib/structured-data';

// /search is left out: its pages answer visitors' queries and are marked noindex (app/(site)/search/page.tsx).
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    ...staticRoutes.map((path) => ({ url: absoluteUrl(path), changeFrequency: 'monthly' as const, priority: path === '/' ? 1 : 0.7 })),
    ...allPosts().map((post) => ({ url: absoluteUrl(`/blog/${post.slug}`), lastModified: post.date, priority: 0.5 })),
  ];
}
