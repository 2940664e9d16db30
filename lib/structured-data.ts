import type { Post } from '@/content/posts';
import { site } from '@/content/site';
import type { FaqItem, NavLink } from '@/content/types';

/** schema.org FAQPage for a list of questions and answers. */
export function faqPageJsonLd(items: FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.title,
      acceptedAnswer: { '@type': 'Answer', text: item.content },
    })),
  };
}

/** schema.org BreadcrumbList; `site` turns paths into absolute URLs. */
export function breadcrumbJsonLd(trail: NavLink[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absoluteUrl(item.href),
    })),
  };
}

export function blogPostingJsonLd(post: Pick<Post, 'slug' | 'title' | 'description' | 'date' | 'author' | 'image' | 'tags'>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: site.brand, logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } },
    image: absoluteUrl(post.image.src),
    keywords: post.tags.join(', '),
    mainEntityOfPage: absoluteUrl(`/blog/${post.slug}`),
  };
}

export function absoluteUrl(path: string): string {
  return `${site.url}${path === '/' ? '' : path}`;
}
