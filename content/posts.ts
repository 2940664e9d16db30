import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '@/lib/front-matter';
import type { ImageAsset } from './types';

/** A blog post: Markdown in content/posts/<slug>.md, read at build time. */
export interface Post {
  slug: string;
  title: string;
  description: string;
  date: string; // ISO date
  author: string;
  authorRole: string;
  tags: string[];
  /** optional: a post can be published with a title and a body alone */
  image?: ImageAsset;
  body: string; // Markdown
  /** the content studio's SEO fields; the title and description stand in when absent */
  seoTitle?: string;
  seoDescription?: string;
  ogImage?: ImageAsset;
}

const dir = path.join(process.cwd(), 'content/posts');

export function toPost(slug: string, source: string): Post {
  const { data, body } = parseFrontMatter(source);
  const text = (key: string) => {
    const value = data[key];
    if (typeof value !== 'string' || !value) throw new Error(`post ${slug}: front matter needs ${key}`);
    return value;
  };
  if (!Array.isArray(data.tags) || !data.tags.every((tag) => typeof tag === 'string')) {
    throw new Error(`post ${slug}: tags must be a list of strings`);
  }
  return {
    slug,
    title: text('title'),
    description: text('description'),
    date: text('date'),
    author: text('author'),
    authorRole: text('authorRole'),
    tags: data.tags as string[],
    image: { src: text('image'), width: 1200, height: 675, alt: text('imageAlt') },
    body,
  };
}

let cache: Post[] | undefined;

/** Every post, newest first. */
export function allPosts(): Post[] {
  cache ??= readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => toPost(file.replace(/\.md$/, ''), readFileSync(path.join(dir, file), 'utf8')))
    .sort((a, b) => b.date.localeCompare(a.date));
  return cache;
}

export function findPost(slug: string): Post | undefined {
  return allPosts().find((post) => post.slug === slug);
}
