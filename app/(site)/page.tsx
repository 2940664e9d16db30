import type { Metadata } from 'next';
import { AboutBlurb } from '@/components/home/about-blurb';
import { CoreServices } from '@/components/home/core-services';
import { Hero } from '@/components/home/hero';
import { HomeFaq } from '@/components/home/home-faq';
import { IndustriesSlider } from '@/components/home/industries-slider';
import { Process } from '@/components/home/process';
import { StudioReel } from '@/components/home/studio-reel';
import { TalentCarousel } from '@/components/home/talent-carousel';
import { Technologies } from '@/components/home/technologies';
import { Testimonials } from '@/components/home/testimonials';
import { homeSeo } from '@/content/home';
import { pageMetadata } from '@/lib/metadata';
import { connection } from 'next/server';
import { publishedFaqs, publishedTeam, publishedTestimonials } from '@/server/content/public';

export const metadata: Metadata = pageMetadata(homeSeo);

export default async function HomePage() {
  // The talent, testimonials and FAQs are the content studio's: rendered per request, kept by the page cache
  // until something is published (next.config.ts, server/content/page-cache-version.ts).
  await connection();
  const [talent, testimonials, faqs] = await Promise.all([publishedTeam(), publishedTestimonials(), publishedFaqs()]);
  return (
    <>
      <Hero />
      <TalentCarousel talent={talent} />
      <AboutBlurb />
      <Process />
      <Technologies />
      <StudioReel />
      <IndustriesSlider />
      <Testimonials testimonials={testimonials} />
      <HomeFaq faqs={faqs} />
      <CoreServices />
    </>
  );
}
