import type { Industry } from './types';

const image = (slug: string, alt: string) => ({
  src: `/media/industries/${slug}.webp`,
  width: 800,
  height: 600,
  alt,
});

/** Industries slider and /industries: nine industries in spec order. */
export const industries: Industry[] = [
  {
    slug: 'real-estate',
    title: 'Real Estate',
    text: 'Property portals, listing search and agent dashboards that help buyers find the right home faster. We add virtual tours, map search and lead tracking that turns browsing into bookings.',
    image: image('real-estate', 'Abstract illustration of city tower blocks, a small house and a sign under an orange sun'),
  },
  {
    slug: 'food-restaurant',
    title: 'Food & Restaurant',
    text: 'Online ordering, table booking and loyalty apps for restaurants and food brands. We also craft menus, packaging and social content that make people hungry to visit.',
    image: image('food-restaurant', 'Abstract illustration of a plate, cutlery and steam swirls'),
  },
  {
    slug: 'travel-hospitality',
    title: 'Travel & Hospitality',
    text: 'Booking engines, itinerary planners and guest apps for hotels, tour operators and travel start-ups. We make planning a trip feel as good as taking one.',
    image: image('travel-hospitality', 'Abstract illustration of a plane flying over mountains and sea beside an orange sun'),
  },
  {
    slug: 'on-demand-solutions',
    title: 'On-Demand & Solutions',
    text: 'Service marketplaces with live tracking, scheduling and in-app payments for customers, providers and admins. We build the three-sided platforms that on-demand businesses depend on.',
    image: image('on-demand-solutions', 'Abstract illustration of a phone, a delivery cart and a route between map pins'),
  },
  {
    slug: 'retail-ecommerce',
    title: 'Retail & Ecommerce',
    text: 'Online stores, product catalogues and checkout flows designed to convert. We connect inventory, payments and marketing tools so your shop runs smoothly as it grows.',
    image: image('retail-ecommerce', 'Abstract illustration of three shopping bags, a price tag and a number badge'),
  },
  {
    slug: 'education-elearning',
    title: 'Education & e-Learning',
    text: 'Learning platforms, course builders and student apps with quizzes, progress tracking and live classes. We help educators reach learners wherever they are.',
    image: image('education-elearning', 'Abstract illustration of a laptop playing a video lesson, a stack of books and a graduation cap'),
  },
  {
    slug: 'healthcare-fitness',
    title: 'Healthcare & Fitness',
    text: 'Appointment booking, telehealth and fitness tracking apps built with privacy in mind. We design calm, clear experiences that help people stick to healthier habits.',
    image: image('healthcare-fitness', 'Abstract illustration of a heart with a heartbeat line, a dumbbell and a medical cross'),
  },
  {
    slug: 'logistics-distribution',
    title: 'Logistics & Distribution',
    text: 'Fleet tracking, warehouse and route-planning tools that keep goods moving on time. We give dispatchers, drivers and customers the same real-time picture.',
    image: image('logistics-distribution', 'Abstract illustration of a truck, parcels and route lines'),
  },
  {
    slug: 'social-networking',
    title: 'Social Networking',
    text: 'Community apps with profiles, feeds, messaging and moderation tools that scale. We design for engagement that feels healthy, not addictive.',
    image: image('social-networking', 'Abstract illustration of connected profile bubbles and chat icons'),
  },
];
