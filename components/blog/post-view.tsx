import styles from '@/components/blog/blog.module.css';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Img } from '@/components/ui/img';
import type { Post } from '@/content/posts';
import { formatDate } from '@/lib/format';
import { renderMarkdown } from '@/lib/markdown';
import { jsonLd } from '@/lib/metadata';
import { blogPostingJsonLd } from '@/lib/structured-data';
import { pageFacts } from '@/server/content/public';

/** A post as the site draws it: the live page, and a draft's preview (app/share, the admin's Preview). */
export async function PostView({ post }: { post: Post }) {
  const { brand } = await pageFacts(); // the publisher: the studio's Company item
  return (
    <article>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(blogPostingJsonLd(post, brand)) }} />
      <header className={`container ${styles.postHeader}`}>
        <Breadcrumbs trail={[{ href: '/', label: 'Home' }, { href: '/blog', label: 'Blog' }, { href: `/blog/${post.slug}`, label: post.title }]} />
        <p className="eyebrow">{post.tags.join(' · ')}</p>
        <h1 className={styles.postTitle}>{post.title}</h1>
        <p className={styles.meta}>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          {post.author ? ` · ${post.author}${post.authorRole ? `, ${post.authorRole}` : ''}` : null}
        </p>
        {post.image ? <Img src={post.image.src} width={post.image.width} height={post.image.height} alt={post.image.alt} sizes="(min-width: 1360px) 1280px, 100vw" priority className={styles.hero} /> : null}
      </header>
      <div className="section">
        <div className="container">
          <div className={styles.article} dangerouslySetInnerHTML={{ __html: renderMarkdown(post.body) }} />
        </div>
      </div>
    </article>
  );
}
