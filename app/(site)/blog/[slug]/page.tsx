import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { connection } from 'next/server';
import { PostView } from '@/components/blog/post-view';
import { NotFoundBody, notFoundMetadata } from '@/components/layout/not-found-body';
import { movedTo, publishedPost } from '@/server/content/public';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const post = await publishedPost((await params).slug);
  if (!post) return notFoundMetadata;
  const meta = pageMetadata({ title: post.seoTitle ?? post.title, description: post.seoDescription ?? post.description, path: `/blog/${post.slug}`, image: post.ogImage ?? post.image });
  return { ...meta, openGraph: { ...meta.openGraph, type: 'article', publishedTime: post.date, authors: post.author ? [post.author] : undefined } };
}

export default async function PostPage({ params }: Props) {
  await connection(); // posts are published from the admin: kept by the page cache until they change
  const { slug } = await params;
  const post = await publishedPost(slug);
  if (!post) {
    const target = await movedTo('posts', slug); // a slug changed after publishing keeps its old address
    return target ? permanentRedirect(target) : <NotFoundBody />; // status 404: notFoundMetadata (lib/page-status.mts)
  }
  return <PostView post={post} />;
}
