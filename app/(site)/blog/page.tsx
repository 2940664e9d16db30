import type { Metadata } from 'next';
import { PostCard } from '@/components/blog/post-card';
import styles from '@/components/blog/blog.module.css';
import { PageBanner } from '@/components/ui/page-banner';
import { blogPage } from '@/content/blog-page';
import { connection } from 'next/server';
import { publishedPosts } from '@/server/content/public';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = {
  ...pageMetadata(blogPage.seo),
  alternates: { canonical: blogPage.seo.path, types: { 'application/rss+xml': '/blog/rss.xml' } },
};

export default async function BlogPage() {
  await connection(); // posts are published from the admin: kept by the page cache until they change
  const posts = await publishedPosts();
  return (
    <>
      <PageBanner eyebrow={blogPage.eyebrow} title={blogPage.title} lead={blogPage.lead} />
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
