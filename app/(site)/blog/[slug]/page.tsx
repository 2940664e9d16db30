import type { Metadata } from 'next';
import { Img } from '@/components/ui/img';
import { notFound } from 'next/navigation';
import styles from '@/components/blog/blog.module.css';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { allPosts, findPost } from '@/content/posts';
import { formatDate } from '@/lib/format';
import { renderMarkdown } from '@/lib/markdown';
import { jsonLd, pageMetadata } from '@/lib/metadata';
import { blogPostingJsonLd } from '@/lib/structured-data';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => allPosts().map((post) => ({ slug: post.slug }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = findPost((await params).slug);
  if (!post) return {};
  const meta = pageMetadata({ title: post.title, description: post.description, path: `/blog/${post.slug}`, image: post.image });
  return { ...meta, openGraph: { ...meta.openGraph, type: 'article', publishedTime: post.date, authors: [post.author] } };
}

export default async function PostPage({ params }: Props) {
  const post = findPost((await params).slug) ?? notFound();
  return (
    <article>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(blogPostingJsonLd(post)) }} />
      <header className={`container ${styles.postHeader}`}>
        <Breadcrumbs trail={[{ href: '/', label: 'Home' }, { href: '/blog', label: 'Blog' }, { href: `/blog/${post.slug}`, label: post.title }]} />
        <p className="eyebrow">{post.tags.join(' · ')}</p>
        <h1 className={styles.postTitle}>{post.title}</h1>
        <p className={styles.meta}>
          <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author}, {post.authorRole}
        </p>
        <Img src={post.image.src} width={post.image.width} height={post.image.height} alt={post.image.alt} sizes="(min-width: 1360px) 1280px, 100vw" priority className={styles.hero} />
      </header>
      <div className="section">
        <div className="container">
          <div className={styles.article} dangerouslySetInnerHTML={{ __html: renderMarkdown(post.body) }} />
        </div>
      </div>
    </article>
  );
}
