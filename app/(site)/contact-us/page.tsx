import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ContactView } from '@/components/forms/contact-view';
import { pageMetadata } from '@/lib/metadata';
import { contactPageContent } from '@/server/content/public';
import { TOKEN_PLACEHOLDER } from '@/server/serving/contract.mts';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata((await contactPageContent()).seo);
}

export default async function ContactPage() {
  await connection(); // the page's words are the content studio's: rendered per request, kept by the page cache
  // the server puts a fresh signed 'shown at' token here for each visitor
  return <ContactView content={await contactPageContent()} token={TOKEN_PLACEHOLDER} />;
}
