import type { HomeContent } from '@/content/pages';
import type { FaqItem, Talent, Testimonial } from '@/content/types';
import { AboutBlurb } from './about-blurb';
import { CoreServices } from './core-services';
import { Hero } from './hero';
import { HomeFaq } from './home-faq';
import { IndustriesSlider } from './industries-slider';
import { Process } from './process';
import { StudioReel } from './studio-reel';
import { TalentCarousel } from './talent-carousel';
import { Technologies } from './technologies';
import { Testimonials } from './testimonials';

/** The home page's sections: its words (the studio's home page) and the lists other collections give it. */
export function HomeView({ content, talent, testimonials, faqs }: { content: HomeContent; talent: Talent[]; testimonials: Testimonial[]; faqs: FaqItem[] }) {
  return (
    <>
      <Hero hero={content.hero} />
      <TalentCarousel copy={content.talent} talent={talent} />
      <AboutBlurb about={content.about} counters={content.counters} />
      <Process process={content.process} />
      <Technologies technologies={content.technologies} />
      <StudioReel video={content.video} />
      <IndustriesSlider copy={content.industries} />
      <Testimonials copy={content.testimonials} testimonials={testimonials} />
      <HomeFaq copy={content.faq} faqs={faqs} />
      <CoreServices copy={content.coreServices} />
    </>
  );
}
