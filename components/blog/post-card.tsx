import { Img } from '@/components/ui/img';
import { Link } from '@/components/ui/link';
import type { Post } from '@/content/posts';
import { formatDate } from '@/lib/format';
import styles from './blog.module.css';

/** A post in the blog's grid. `priority` for the first card on a page. */
export function PostCard({ post, priority = false }: { post: Post; priority?: boolean }) {
  return (
    <article className={styles.card}>
      {post.image ? (
        <Link href={`/blog/${post.slug}`} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
          <Img src={post.image.src} width={post.image.width} height={post.image.height} alt="" priority={priority} sizes="(min-width: 992px) 400px, (min-width: 576px) 50vw, 100vw" />
        </Link>
      ) : null}
      <ul className={styles.tags} aria-label="Tags">
        {post.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </ul>
      <h2 className={styles.cardTitle}>
        <Link href={`/blog/${post.slug}`}>{post.title}</Link>
      </h2>
      <p className={styles.meta}>
        <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author}
      </p>
    </article>
  );
}
