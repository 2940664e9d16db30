import type { ImageAsset, Seo } from './types';
import { site } from './site';

/** About page (/about-us). The 'Meet Our Talent' people live in ./talent. */

interface AboutSection {
  heading: string;
  paragraphs: string[];
  image: ImageAsset;
}

export interface AboutPage {
  hero: { eyebrow: string; title: "Unlocking Tomorrow's Tech Today!"; lead: string };
  approach: AboutSection & { heading: 'Our Approach' };
  name: AboutSection & { heading: 'How we found the name?' };
  mission: AboutSection & { heading: 'Our mission' };
  talent: { heading: 'Meet Our Talent'; lead: string };
  seo: Seo;
}

export const aboutPage: AboutPage = {
  hero: {
    eyebrow: 'About us',
    title: "Unlocking Tomorrow's Tech Today!",
    lead: `${site.brand} is a creative and technology agency. We design brands, build websites, apps and data platforms, and place vetted specialists inside growing teams, all with one aim: work that still holds up long after launch day.`,
  },
  approach: {
    heading: 'Our Approach',
    paragraphs: [
      'Every project starts with listening. Before we sketch a screen or write a line of code, we talk to your team and your customers, look at the numbers you already have and agree what success will look like.',
      'Then we work in short, visible steps. You see designs and working software every couple of weeks, decisions are written down, and there is always one person on our side who knows the whole picture.',
      'Designers and engineers sit in the same team from day one, so ideas are tested against what is practical early, and the finished product looks as good as it works.',
    ],
    image: {
      src: '/media/about/approach.webp',
      width: 1200,
      height: 900,
      alt: 'Illustration of a four-step path: 01 Discover, 02 Design, 03 Build, 04 Grow',
    },
  },
  name: {
    heading: 'How we found the name?',
    paragraphs: [
      `${site.brand} is a Hindi word that means '${site.brandMeaning}'. When the founders sat down to name the company, they kept coming back to the same idea: businesses everywhere are entering a new era, shaped by AI, cloud platforms and customers who expect a great experience on every screen.`,
      `We wanted a name that carried that sense of change, and also our roots, with teams in India and the United States working as one. ${site.brand} says both. It reminds us that our job is to help each client step confidently into their own ${site.brandMeaning}, not to chase every trend.`,
    ],
    image: {
      src: '/media/about/name.webp',
      width: 1200,
      height: 900,
      alt: `Illustration of a geometric N for ${site.brand} beside the words nava + yuga, a new era, on violet`,
    },
  },
  mission: {
    heading: 'Our mission',
    paragraphs: [
      'Our mission is to make modern technology and good design available to ambitious businesses of every size, not just the ones with large in-house teams.',
      'We do that by delivering complete projects end to end, and by placing carefully vetted talent inside our clients’ teams when they need to grow quickly. Either way, we measure ourselves by the results our clients see, and by whether they would choose to work with us again.',
    ],
    image: {
      src: '/media/about/mission.webp',
      width: 1200,
      height: 900,
      alt: 'Illustration of a violet and orange target with a green arrow at the bullseye, ringed by tick marks',
    },
  },
  talent: {
    heading: 'Meet Our Talent',
    lead: 'Designers, engineers, strategists and project managers who bring curiosity and care to every brief. Here are some of the people you will work with.',
  },
  seo: {
    title: 'About Us',
    description: `Meet ${site.brand}, a creative and technology agency whose name means '${site.brandMeaning}': read our approach, the story behind our name, our mission and our team.`,
    path: '/about-us',
    image: {
      src: '/media/og/about.png',
      width: 1200,
      height: 630,
      alt: `About ${site.brand}`,
    },
  },
};
