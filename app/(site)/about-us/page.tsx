import type { Metadata } from 'next';
import { TalentGrid } from '@/components/about/talent-grid';
import { PageBanner } from '@/components/ui/page-banner';
import { SplitSection } from '@/components/ui/split-section';
import { aboutPage } from '@/content/about';
import { pageMetadata } from '@/lib/metadata';
import { connection } from 'next/server';
import { publishedTeam } from '@/server/content/public';

export const metadata: Metadata = pageMetadata(aboutPage.seo);

export default async function AboutPage() {
  await connection(); // the team is the content studio's
  const people = await publishedTeam();
  const { hero, approach, name, mission, talent } = aboutPage;
  return (
    <>
      <PageBanner eyebrow="About us" title={hero.title} lead={hero.lead} />
      <SplitSection {...approach} />
      <SplitSection {...name} reverse tone="white" />
      <SplitSection {...mission} />
      <TalentGrid heading={talent.heading} lead={talent.lead} talent={people} />
    </>
  );
}
