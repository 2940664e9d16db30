import type { Metadata } from 'next';
import { PostCard } from '@/components/blog/post-card';
import styles from '@/components/blog/blog.module.css';
import { PageBanner } from '@/components/ui/page-banner';
import { connection } from 'next/server';
import { blogPageContent, publishedPosts } from '@/server/content/public';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const { seo } = await blogPageContent();
  return { ...pageMetadata(seo), alternates: { canonical: seo.path, types: { 'application/rss+xml': '/blog/rss.xml' } } };
}

export default async function BlogPage() {
  await connection(); // posts are published from the admin: kept by the page cache until they change
  const [page, posts] = await Promise.all([blogPageContent(), publishedPosts()]);
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <section className="section">
        <div className={`container ${styles.grid}`}>
          {posts.map((post, index) => (
            <PostCard key={post.slug} post={post} priority={index === 0} />
          ))}
        </div>
      </section>
    </>
  );
}
