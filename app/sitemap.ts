import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { caseStudies } from '@/content/case-studies';
import { staticRoutes } from '@/content/routes';
import { hiddenServicePaths, publishedCaseStudies, publishedPosts } from '@/server/content/public';
import { absoluteUrl } from '@/lib/structured-data';

// /search is left out: its pages answer visitors' queries and are marked noindex (app/(site)/search/page.tsx).
// Posts and case studies are the content studio's, as published now; the module's case studies are only its seed.
// A service staff have hidden is left out.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const leftOut = new Set([...caseStudies.map((study) => `/${study.slug}`), ...(await hiddenServicePaths())]);
  return [
    ...staticRoutes.filter((path) => !leftOut.has(path)).map((path) => ({ url: absoluteUrl(path), changeFrequency: 'monthly' as const, priority: path === '/' ? 1 : 0.7 })),
    ...(await publishedCaseStudies()).map((study) => ({ url: absoluteUrl(`/${study.slug}`), changeFrequency: 'monthly' as const, priority: 0.7 })),
    ...(await publishedPosts()).map((post) => ({ url: absoluteUrl(`/blog/${post.slug}`), lastModified: post.date, priority: 0.5 })),
  ];
}
