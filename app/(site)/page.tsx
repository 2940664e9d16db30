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

export const metadata: Metadata = pageMetadata(homeSeo);

export default function HomePage() {
  return (
    <>
      <Hero />
      <TalentCarousel />
      <AboutBlurb />
      <Process />
      <Technologies />
      <StudioReel />
      <IndustriesSlider />
      <Testimonials />
      <HomeFaq />
      <CoreServices />
    </>
  );
}
