import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aboutPage } from '@/content/about';
import { caseStudies } from '@/content/case-studies';
import { legalDocuments } from '@/content/legal';
import { lifePage } from '@/content/life';
import { footerColumns, headerLinks } from '@/content/navigation';
import { toPost } from '@/content/posts';
import { detailSlugs, staticRoutes } from '@/content/routes';
import { services, whyChooseUs } from '@/content/services';
import type { ImageAsset } from '@/content/types';

const root = path.join(__dirname, '../../..');
const postsDir = path.join(root, 'content/posts');
const posts = readdirSync(postsDir).map((file) => toPost(file.replace(/\.md$/, ''), readFileSync(path.join(postsDir, file), 'utf8')));

/** Every ImageAsset anywhere inside a value. */
function imagesIn(value: unknown): ImageAsset[] {
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.src === 'string' && typeof record.width === 'number') return [record as unknown as ImageAsset];
  return Object.values(record).flatMap(imagesIn);
}

describe('site content', () => {
  it('has six case studies with their years, Swarnim Farms with its own story', () => {
    expect(caseStudies.map((c) => `${c.slug}:${c.year}`)).toEqual([
      'bubble-bakes:2024', 'ownthemind:2025', 'superpets:2024', 'salt-and-pepper:2024', 'swarnim-farms:2024', 'portalz:2025',
    ]);
    const bubble = caseStudies.find((c) => c.slug === 'bubble-bakes')!;
    const swarnim = caseStudies.find((c) => c.slug === 'swarnim-farms')!;
    expect(swarnim.client).not.toEqual(bubble.client);
    for (const study of caseStudies) expect(study.tags).toEqual(['Marketing', 'Creative Design']);
  });

  it('has eight services on their routes, talent solutions with its own stack and skills', () => {
    expect(services.map((s) => s.slug)).toEqual([
      'website-development', 'mobile-app-development', 'product-branding', 'ui-ux-design',
      'al-ml-services', 'devops-cloud', 'data-engineering', 'talent-solutions',
    ]);
    const talent = services.find((s) => s.slug === 'talent-solutions')!;
    expect(talent.stack.items.map((t) => t.name)).toEqual([
      'PHP', 'Laravel', 'Python', 'Java', 'Django', 'Fast API', 'Node Js', 'Flutter', 'React Js', 'AWS', 'Azure', 'Google Cloud',
    ]);
    expect(talent.moreSkills.items).toHaveLength(8);
    for (const service of services) expect(service.moreSkills.heading).toBe('Looking For More Skills?');
    expect(whyChooseUs.points).toHaveLength(4);
  });

  it('has the About page sections and six blog posts tagged Machine Learning and AI', () => {
    expect(aboutPage.hero.title).toBe("Unlocking Tomorrow's Tech Today!");
    expect(aboutPage.name.paragraphs.join(' ')).toMatch(/new era/);
    expect(posts).toHaveLength(6);
    for (const post of posts) expect(post.tags).toEqual(['Machine Learning', 'AI']);
  });

  it('has the five legal documents, effective 10 June 2025', () => {
    expect(legalDocuments.map((d) => d.slug)).toEqual(['terms-of-use', 'privacy-policy', 'disclaimer', 'copyright', 'cookie-policy']);
    for (const doc of legalDocuments) expect(doc.effective).toBe('2025-06-10');
  });

  it.each([
    ['terms-of-use', [/18/, /\$100|US\$100/, /class/i, /jury/i, /arbitration/i, /English/, /30 days/, /North Carolina/]],
    ['privacy-policy', [/United States/, /Do Not Track/, /13/, /California/, /Colorado/, /Connecticut/, /Nevada/, /Utah/, /Vermont/, /107/]],
    ['disclaimer', [/testimonial/i, /management/i]],
    ['copyright', [/Ahmedabad/, /Copyright Act, 1957/, /No\. 14 of 1957/]],
    ['cookie-policy', [/Accept/, /Decline/, /cookie-consent/]],
  ] as const)('%s covers the points of the specification', (slug, patterns) => {
    const doc = legalDocuments.find((d) => d.slug === slug)!;
    const text = JSON.stringify(doc);
    for (const pattern of patterns) expect(text, String(pattern)).toMatch(pattern);
  });

  it('uses every slug once', () => {
    const slugs = detailSlugs();
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
  });

  it('has a file, a size and alt text for every image', () => {
    const images = [...imagesIn([services, caseStudies, aboutPage, lifePage]), ...posts.map((p) => p.image!)];
    expect(images.length).toBeGreaterThan(60);
    for (const image of images) {
      expect(existsSync(path.join(root, 'public', image.src)), image.src).toBe(true);
      expect(image.width * image.height, image.src).toBeGreaterThan(0);
      expect(image.alt.trim().length, image.src).toBeGreaterThan(5);
    }
  });

  it('links only to routes that exist', () => {
    const known = new Set([...staticRoutes, ...posts.map((p) => `/blog/${p.slug}`)]);
    const links = [...headerLinks, ...footerColumns.flatMap((c) => c.links)].map((l) => l.href);
    for (const href of [...links, lifePage.careers.cta.href]) expect(known.has(href), href).toBe(true);
    for (const post of posts) {
      for (const [, href] of post.body.matchAll(/\]\((\/[^)\s]*)\)/g)) expect(known.has(href), `${post.slug} → ${href}`).toBe(true);
    }
  });
});
