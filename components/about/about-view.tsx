import type { AboutContent } from '@/content/pages';
import type { Talent } from '@/content/types';
import { PageBanner } from '@/components/ui/page-banner';
import { SplitSection } from '@/components/ui/split-section';
import { TalentGrid } from './talent-grid';

/** The about page: its words and images (the studio's about page) and the team. */
export function AboutView({ content, talent }: { content: AboutContent; talent: Talent[] }) {
  const { hero, approach, name, mission } = content;
  return (
    <>
      <PageBanner eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
      <SplitSection {...approach} />
      <SplitSection {...name} reverse tone="white" />
      <SplitSection {...mission} />
      <TalentGrid heading={content.talent.heading} lead={content.talent.lead} talent={talent} />
    </>
  );
}
