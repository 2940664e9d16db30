import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CareersView } from '@/components/careers/careers-view';
import type { Job } from '@/lib/careers';
import { pageMetadata } from '@/lib/metadata';
import { listJobs } from '@/server/careers/source';
import { careersPage } from '@/server/content/public';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata((await careersPage()).seo);
}

export default async function CareerPage() {
  await connection(); // jobs change, and the page's words are the content studio's: render on each request
  // the Reach Out box's mailbox and its text's {email.hr}: the studio's Company item
  const [content, jobs] = await Promise.all([careersPage(), listJobs().catch((): Job[] | null => null)]);
  return <CareersView content={content} jobs={jobs} />;
}
