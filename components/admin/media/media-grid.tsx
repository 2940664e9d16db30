import Link from 'next/link';
import styles from '@/app/admin/admin.module.css';
import { mediaUrl, mediaWidths, objectPosition, type MediaItem } from '@/lib/media';
import grid from './media-picker.module.css';

interface Props {
  items: MediaItem[];
  total: number;
  query: string;
  page: number;
  more: boolean;
}

/** The library's images as thumbnails, each linking to its page; an image without alt text says so. */
export function MediaGrid({ items, total, query, page, more }: Props) {
  const link = (to: number) => `/admin/media?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(to) })}`;
  if (items.length === 0) return <p>{query ? 'No image matches that search.' : 'No images yet: upload the first one above.'}</p>;
  return (
    <>
      <p className={styles.muted}>
        {total} image{total === 1 ? '' : 's'} in the library{query ? `; showing those matching “${query}”` : ''}.
      </p>
      <ul className={grid.choices} style={{ listStyle: 'none', margin: 0, maxHeight: 'none' }}>
        {items.map((item) => (
          <li key={item.id} className={grid.choice}>
            <img src={mediaUrl(item.hash, mediaWidths(item.width)[0], 'webp')} alt="" width={item.width} height={item.height} loading="lazy" decoding="async" className={grid.thumb} style={{ objectPosition: objectPosition(item) }} />
            <span>
              <Link href={`/admin/media/${item.id}`}>{item.filename}</Link>
              <span className={styles.muted} style={{ display: 'block' }}>
                {item.decorative ? 'Decorative' : item.alt || <strong>No alt text</strong>}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {(page > 1 || more) && (
        <nav aria-label="Pages" className={styles.pager}>
          {page > 1 && <Link href={link(page - 1)}>← Newer</Link>}
          {more && <Link href={link(page + 1)}>Older →</Link>}
        </nav>
      )}
    </>
  );
}
