import type { Metadata } from 'next';
import { AboutView } from '@/components/about/about-view';
import { pageMetadata } from '@/lib/metadata';
import { connection } from 'next/server';
import { aboutPageContent, publishedTeam } from '@/server/content/public';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata((await aboutPageContent()).seo);
}

export default async function AboutPage() {
  await connection(); // the page's words and the team are the content studio's
  const [content, people] = await Promise.all([aboutPageContent(), publishedTeam()]);
  return <AboutView content={content} talent={people} />;
}
