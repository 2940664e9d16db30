import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { detailSlugs, findDetail } from '@/content/routes';
// @ts-expect-error: Next's own copy of path-to-regexp (no types shipped), the one that matches next.config.ts's rewrites
import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import { BUILT_DETAIL_SLUGS, BUILT_PAGES, CASE_STUDY_SOURCE, mayBeCaseStudy } from '@/lib/top-level-routes';

const site = path.join(process.cwd(), 'app/(site)');

describe('the addresses the proxy leaves to the build', () => {
  it('are every page folder of the site', () => {
    const folders = readdirSync(site, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !entry.name.startsWith('[')).map((entry) => entry.name);
    expect([...BUILT_PAGES].sort()).toEqual(folders.sort());
  });

  it('are every page the [slug] route builds (services, legal pages, Life at Navyug), and no case study', () => {
    expect([...BUILT_DETAIL_SLUGS].sort()).toEqual(detailSlugs().filter((slug) => findDetail(slug)!.kind !== 'case-study').sort());
    for (const slug of [...BUILT_PAGES, ...BUILT_DETAIL_SLUGS, 'admin', 'api', 'media', 'icons']) expect(mayBeCaseStudy(slug), slug).toBe(false);
  });

  it('send case studies, and anything slug-shaped, to the case-study route; files and odd names stay', () => {
    for (const study of caseStudies) expect(mayBeCaseStudy(study.slug), study.slug).toBe(true);
    expect(mayBeCaseStudy('a-new-client-2027')).toBe(true);
    for (const other of ['robots.txt', 'sitemap.xml', 'favicon.ico', 'search-index.json', 'icon.svg', 'About', 'a--b', '-a', '']) expect(mayBeCaseStudy(other), other).toBe(false);
  });

  it('match the rewrite pattern of next.config.ts as Next matches it: case studies in, built pages out', () => {
    const pattern: RegExp = pathToRegexp(CASE_STUDY_SOURCE, [], { strict: true, sensitive: true });
    for (const study of caseStudies) expect(pattern.test(`/${study.slug}`), study.slug).toBe(true);
    for (const slug of [...BUILT_PAGES, ...BUILT_DETAIL_SLUGS, 'admin', 'api', 'media', 'icons', 'robots.txt', 'sitemap.xml', 'hit.js']) expect(pattern.test(`/${slug}`), slug).toBe(false);
    for (const path of ['/', '/blog/x', '/work/bubble-bakes', '/admin/content']) expect(pattern.test(path), path).toBe(false);
  });
});
