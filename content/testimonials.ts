import type { Testimonial } from './types';
import { site } from './site';

/** Home testimonial strip: six client cards. */
export const testimonials: Testimonial[] = [
  {
    company: 'Bubble Bakes',
    role: 'Founder & CEO',
    paragraph: `${site.brand} gave our bakery a brand that finally looks as good as our cakes taste. The new packaging and website launched in time for the festive season, and online orders doubled within two months.`,
  },
  {
    company: 'Ownthemind',
    role: 'Co-founder & Product Lead',
    paragraph:
      'They understood that a mental-wellness app has to feel safe before it feels clever. The redesigned onboarding is gentle and clear, and our week-one retention has improved noticeably since launch.',
  },
  {
    company: 'Super Pets',
    role: 'Head of Growth',
    paragraph:
      'Our pet-care marketplace needed booking, payments and provider profiles working together without friction. The team shipped it in phases, kept us updated every week and never missed a release date.',
  },
  {
    company: 'Salt & Pepper',
    role: 'Operations Director',
    paragraph:
      'We run several restaurants, and the new ordering and table-booking system now handles all of them from one dashboard. Our staff picked it up in a day, which says everything about the design.',
  },
  {
    company: 'Swarnim Farms',
    role: 'Managing Partner',
    paragraph:
      'From a fresh identity to a simple online shop, they helped us tell the story of our organic produce. Customers now order directly from the farm, and the brand feels true to who we are.',
  },
  {
    company: 'Portalz',
    role: 'Chief Technology Officer',
    paragraph: `We brought in two engineers through ${site.brand}'s talent integration and they felt like part of the team from day one. Our property search is faster, and the listing pipeline no longer breaks under load.`,
  },
];
