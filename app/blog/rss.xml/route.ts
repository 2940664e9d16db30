import { STUDIO_PAGE_CACHE_CONTROL } from '@/lib/content/collections';
import { connection } from 'next/server';
import { blogPageContent, publishedPosts } from '@/server/content/public';
import { absoluteUrl } from '@/lib/structured-data';


const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

// GET /blog/rss.xml – RSS 2.0 feed of every post, newest first
export async function GET() {
  await connection(); // the posts and the feed's words live in the database: kept by the page cache until they change (next.config.ts)
  const [posts, { feed }] = await Promise.all([publishedPosts(), blogPageContent()]);
  const items = posts
    .map(
      (post) => `<item>
<title>${xml(post.title)}</title>
<link>${absoluteUrl(`/blog/${post.slug}`)}</link>
<guid isPermaLink="true">${absoluteUrl(`/blog/${post.slug}`)}</guid>
<pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>
<dc:creator>${xml(post.author)}</dc:creator>
${post.tags.map((tag) => `<category>${xml(tag)}</category>`).join('')}
<description>${xml(post.description)}</description>
</item>`,
    )
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${xml(feed.title)}</title>
<link>${absoluteUrl('/blog')}</link>
<description>${xml(feed.description)}</description>
<language>en</language>
${items}
</channel>
</rss>`;
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': STUDIO_PAGE_CACHE_CONTROL } });
}
