import type { Metadata } from 'next';
import { HomeView } from '@/components/home/home-view';
import { pageMetadata } from '@/lib/metadata';
import { connection } from 'next/server';
import { homePage, publishedFaqs, publishedTeam, publishedTestimonials } from '@/server/content/public';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata((await homePage()).seo);
}

export default async function HomePage() {
  // The page's words, the talent, testimonials and FAQs are the content studio's: rendered per request, kept by the
  // page cache until something is published (next.config.ts, server/content/page-cache-version.ts).
  await connection();
  const [content, talent, testimonials, faqs] = await Promise.all([homePage(), publishedTeam(), publishedTestimonials(), publishedFaqs()]);
  return <HomeView content={content} talent={talent} testimonials={testimonials} faqs={faqs} />;
}
