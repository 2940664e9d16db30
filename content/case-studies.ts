import type { CaseStudy, ImageAsset, Seo } from './types';
import { site } from './site';

/** Portfolio (/work) tiles and the six case-study pages, in listing order. */

const tags = ['Marketing', 'Creative Design'];

const cover = (slug: string, alt: string): ImageAsset => ({
  src: `/media/work/${slug}.webp`,
  width: 1600,
  height: 1000,
  alt,
});

const gallery = (slug: string, alts: [string, string]): ImageAsset[] =>
  alts.map((alt, i) => ({
    src: `/media/work/${slug}-${i + 1}.webp`,
    width: 1200,
    height: 800,
    alt,
  }));

const caseSeo = (slug: string, name: string, description: string): Seo => ({
  title: name,
  description,
  path: `/${slug}`,
  image: {
    src: '/media/og/work.png',
    width: 1200,
    height: 630,
    alt: `${site.brand} portfolio`,
  },
});

export const caseStudies: CaseStudy[] = [
  {
    kind: 'case-study',
    slug: 'bubble-bakes',
    name: 'Bubble Bakes',
    year: 2024,
    tags: [...tags],
    headline: 'A festive-season rebrand and online ordering for an artisan bakery',
    cover: cover(
      'bubble-bakes',
      'Bubble Bakes brand mockup: wordmark, business cards, a round sticker and the app on a phone',
    ),
    images: gallery('bubble-bakes', [
      'Bubble Bakes website on a laptop beside the mobile site on a phone',
      'Bubble Bakes brand board: bubble logo, pink, yellow and blue swatches, type sample and bubble pattern',
    ]),
    client: [
      'Bubble Bakes is a family-run artisan bakery known for slow-fermented breads, small-batch cookies and made-to-order celebration cakes. It runs two storefronts and has a loyal local following that grew mostly by word of mouth and Instagram.',
      'The founders wanted the brand to look as considered as their baking, and they wanted customers to stop queuing on the phone to order a birthday cake.',
    ],
    talent: [
      'Brand Designer',
      'Packaging Designer',
      'UI/UX Designer',
      'Full-stack Developer',
      'Copywriter',
      'Project Manager',
    ],
    discovery: [
      'We spent two mornings behind the counter and in the kitchen, interviewed the founders and head baker, and spoke with a dozen regular customers. We also reviewed three months of orders.',
      'Most custom cake orders arrived by phone or direct message and were written on paper slips. During busy weeks, slips went missing and staff spent hours confirming details instead of baking.',
    ],
    challenge: [
      'The existing logo and packaging looked home-made next to the premium prices, and each product line used different colours and fonts. At the same time, the ordering process could not cope with seasonal peaks.',
      'Everything had to be ready before the festive season, which left roughly ten weeks for identity, packaging, website and ordering.',
    ],
    approach: [
      'We built the identity around the name: a soft, rounded wordmark, a palette taken from crust, cream and berry glaze, and a simple bubble pattern that works on boxes, labels and screens.',
      'For ordering, we mapped how staff actually take a cake order and turned those questions into a short step-by-step builder with pickup slots that match kitchen capacity.',
    ],
    solutions: [
      'We delivered a new logo, brand guidelines and a packaging range of cake boxes, bread bags, cookie tins and stickers, printed by the bakery’s existing supplier.',
      'The new website showcases the menu with fresh photography and includes a cake builder, online payment and pickup slot booking. Orders feed a simple kitchen dashboard that prints a clear ticket for each bake.',
    ],
    results: [
      'The bakery reports that online orders doubled within two months of launch, and that phone calls during festive weeks dropped sharply because most customers now order through the website.',
      'Staff say they spend less time confirming details, and the new packaging has become a talking point in customers’ social posts.',
    ],
    projectType: { value: 'branding' },
    seo: caseSeo(
      'bubble-bakes',
      'Bubble Bakes',
      `How ${site.brand} rebranded artisan bakery Bubble Bakes with new packaging and a website with online cake ordering, launched in time for the festive season.`,
    ),
  },
  {
    kind: 'case-study',
    slug: 'ownthemind',
    name: 'Ownthemind',
    year: 2025,
    tags: [...tags],
    headline: 'A calmer brand and gentler onboarding for a mental-wellness platform',
    cover: cover(
      'ownthemind',
      'Ownthemind brand mockup: wordmark, business cards, a round sticker and the app on a phone',
    ),
    images: gallery('ownthemind', [
      'Ownthemind website on a laptop beside the mobile site on a phone',
      'Ownthemind brand board: ring logo, violet, green and amber swatches, type sample and logo pattern',
    ]),
    client: [
      'Ownthemind is a mental-wellness platform offering guided journaling, short breathing exercises and video sessions with licensed counsellors. It serves individual members and a growing number of employers who offer it as a workplace benefit.',
    ],
    talent: [
      'UX Researcher',
      'Product Designer',
      'Brand Designer',
      'Flutter Developer',
      'Backend Developer',
      'QA Engineer',
    ],
    discovery: [
      'We ran remote interviews with fifteen members and three counsellors and watched recordings of first sessions in the app. We also looked at where new members stopped during sign-up.',
      'Many people left on the first day, most of them at a long questionnaire that asked about mood and history before they had seen anything useful.',
    ],
    challenge: [
      'A wellness app has to feel safe before it can feel helpful. The existing brand looked clinical, the onboarding felt like an intake form, and several members told us they were unsure who could read their journal entries.',
      'The team needed these problems solved without disrupting members who were already in the middle of counselling programmes.',
    ],
    approach: [
      'We moved every question that was not essential out of sign-up and made each one optional and explained. Members now try a two-minute breathing exercise before being asked anything personal.',
      'The brand direction shifted from medical to reassuring: warmer colours, rounded type, and hand-drawn illustrations instead of stock photos of people looking worried.',
    ],
    solutions: [
      'We delivered a refreshed identity and illustration library, a three-step onboarding, a daily check-in that takes under a minute, and a plain-language privacy centre that shows exactly who can see what.',
      'The new flows were built in Flutter alongside the existing app and released gradually to a share of new members, with larger text options and screen-reader labels throughout.',
    ],
    results: [
      'Ownthemind reports that week-one retention has improved noticeably since the new onboarding went live, and that questions to support about privacy have become far less common.',
      'Employer partners have also started using the new brand assets in their internal launch material.',
    ],
    projectType: { value: 'branding' },
    seo: caseSeo(
      'ownthemind',
      'Ownthemind',
      `How ${site.brand} gave mental-wellness platform Ownthemind a calmer brand, a gentler three-step onboarding and a plain-language privacy centre in its app.`,
    ),
  },
  {
    kind: 'case-study',
    slug: 'superpets',
    name: 'Super Pets',
    year: 2024,
    tags: [...tags],
    headline: 'Booking, payments and provider profiles for a pet-care marketplace',
    cover: cover(
      'superpets',
      'Super Pets brand mockup: wordmark, business cards, a round sticker and the app on a phone',
    ),
    images: gallery('superpets', [
      'Super Pets website on a laptop beside the mobile site on a phone',
      'Super Pets brand board: paw logo, blue, orange and cyan swatches, type sample and paw pattern',
    ]),
    client: [
      'Super Pets connects pet owners with groomers, walkers, sitters and visiting vets in their city. It started as a listings site and wanted to become a full marketplace where owners can book and pay in one place.',
    ],
    talent: [
      'Product Designer',
      'Brand Designer',
      'React Native Developer',
      'Backend Developer',
      'DevOps Engineer',
      'Project Manager',
    ],
    discovery: [
      'We interviewed pet owners and service providers separately. Owners wanted to see reviews and real availability; providers were juggling bookings across phone calls, messages and spreadsheets.',
      'Missed appointments were the biggest cost for providers, and late cancellations were rarely charged because there was no simple way to do it.',
    ],
    challenge: [
      'A marketplace has three sides, and each needed its own tools: an app for owners, a dashboard for providers and an admin panel for the Super Pets team. Payments had to be split between the platform and providers.',
      'The business could not pause while this was built, so the new marketplace had to roll out in stages alongside the old listings site.',
    ],
    approach: [
      'We agreed a three-phase roadmap: profiles and reviews first, then booking and calendars, then payments and payouts. Each phase had a fixed release date and a short list of success measures.',
      'The brand was refreshed at the same time with a friendly mascot and a bright palette that made the app stand out in a category full of blue and grey.',
    ],
    solutions: [
      'Owners now browse verified providers, see live availability, book, pay and receive reminders in one app. Providers manage their calendar, prices and cancellation rules from a web dashboard, and are paid out weekly.',
      'The admin panel handles provider verification, disputes and refunds, and the platform runs on a monitored cloud set-up with automated releases.',
    ],
    results: [
      'Super Pets reports that every phase shipped on its planned date and that providers see fewer missed appointments now that reminders and cancellation fees are automatic.',
      'More providers have joined since the dashboard launched, and most bookings now happen in the app rather than by phone.',
    ],
    projectType: { value: 'webdevelopment' },
    seo: caseSeo(
      'superpets',
      'Super Pets',
      `How ${site.brand} turned Super Pets into a pet-care marketplace with provider profiles, bookings, payments and a refreshed, playful brand, shipped in phases.`,
    ),
  },
  {
    kind: 'case-study',
    slug: 'salt-and-pepper',
    name: 'Salt & Pepper',
    year: 2024,
    tags: [...tags],
    headline: 'One ordering and table-booking system for a growing restaurant group',
    cover: cover(
      'salt-and-pepper',
      'Salt & Pepper brand mockup: wordmark, business cards, a round sticker and the app on a phone',
    ),
    images: gallery('salt-and-pepper', [
      'Salt & Pepper website on a laptop beside the mobile site on a phone',
      'Salt & Pepper brand board: shaker logo, red, cream and tan swatches, type sample and shaker pattern',
    ]),
    client: [
      'Salt & Pepper is a restaurant group with four venues: an all-day café, a grill house and two family dining rooms. Each venue has its own character, but they share a central kitchen team and one operations office.',
    ],
    talent: [
      'UI/UX Designer',
      'Brand Designer',
      'Full-stack Developer',
      'Mobile Developer',
      'QA Engineer',
    ],
    discovery: [
      'We visited each venue during a lunch and a dinner service and sat with the operations team. Every venue used a different booking tool, and online orders came mostly through delivery apps that charged high commissions.',
      'Menus were updated in four places by hand, so prices and dishes were often out of date online.',
    ],
    challenge: [
      'The group wanted one system for ordering, booking and menus across all venues, while keeping each restaurant’s own look. Staff turnover is high, so anything new had to be learned in a single shift.',
    ],
    approach: [
      'We designed one menu and ordering system with a shared structure and a separate theme for each venue, so a dish can be edited once and appear everywhere it is served.',
      'Front-of-house screens were tested with staff during real services, and we cut every step that slowed them down during a rush.',
    ],
    solutions: [
      'Each venue now has a direct ordering and table-booking website, a kitchen display that groups tickets by station, and a menu editor used by the operations team. A central dashboard shows orders, bookings and busy periods across all four sites.',
      'We also refreshed the printed menus with a shared layout, clearer dish descriptions and allergen icons.',
    ],
    results: [
      'The group reports that staff picked up the new system within a day, that menu changes now go live in minutes, and that a growing share of takeaway orders comes through its own websites instead of delivery apps.',
    ],
    projectType: { value: 'webdevelopment' },
    seo: caseSeo(
      'salt-and-pepper',
      'Salt & Pepper',
      `How ${site.brand} gave restaurant group Salt & Pepper one ordering, table-booking and menu system for four venues, with a central dashboard and new menus.`,
    ),
  },
  {
    kind: 'case-study',
    slug: 'swarnim-farms',
    name: 'Swarnim Farms',
    year: 2024,
    tags: [...tags],
    headline: 'From farm gate to doorstep: an identity and online shop for organic produce',
    cover: cover(
      'swarnim-farms',
      'Swarnim Farms brand mockup: wordmark, business cards, a round sticker and the app on a phone',
    ),
    images: gallery('swarnim-farms', [
      'Swarnim Farms website on a laptop beside the mobile site on a phone',
      'Swarnim Farms brand board: sun logo, gold, sage, orange and green swatches, type sample and sun pattern',
    ]),
    client: [
      'Swarnim Farms is a family-run organic farm growing seasonal vegetables, millets and pulses, and pressing its own groundnut and mustard oils. Its name means golden, after the colour of its fields at harvest.',
      'Until recently it sold through weekend farmers’ markets and a long list of customers who ordered by message every week.',
    ],
    talent: [
      'Brand Designer',
      'Illustrator',
      'Copywriter',
      'Full-stack Developer',
      'Photographer',
    ],
    discovery: [
      'We spent a day on the farm with the family and the field team, then interviewed market customers. People trusted the farm because they had met the family; newcomers had no way to learn that story.',
      'Weekly message orders were tracked in a notebook, and the family spent most of Thursday evening confirming quantities and addresses.',
    ],
    challenge: [
      'The farm needed a brand that felt honest and rooted, not like a supermarket label, and a way to sell directly that matched the reality of a harvest: what is available changes every week and quantities are limited.',
    ],
    approach: [
      'The identity draws on the golden wheat ear and hand-drawn field illustrations, with plain, warm copy written in the family’s own voice. We photographed the farm across a full week rather than using stock images.',
      'The shop was designed around a weekly harvest list that the farm updates itself, with subscription boxes for regular customers and one-off orders for everyone else.',
    ],
    solutions: [
      'We delivered a logo, labels for grains, pulses and oils, market stall signage and a short brand guide. The online shop lets customers subscribe to a weekly box, add extras, choose a delivery slot by area and pay online.',
      'A simple admin screen shows the week’s orders grouped by route, so packing and delivery can be planned in one sitting.',
    ],
    results: [
      'Swarnim Farms reports that a steady base of weekly subscribers now orders directly from the farm, that Thursday evenings are no longer spent on the phone, and that market customers recognise the new labels at a glance.',
    ],
    projectType: { value: 'branding' },
    seo: caseSeo(
      'swarnim-farms',
      'Swarnim Farms',
      `How ${site.brand} gave organic farm Swarnim Farms a warm new identity, product labels and an online shop with weekly harvest boxes and delivery slots.`,
    ),
  },
  {
    kind: 'case-study',
    slug: 'portalz',
    name: 'Portalz',
    year: 2025,
    tags: [...tags],
    headline: 'Faster search and a sturdier listing pipeline for a property portal',
    cover: cover(
      'portalz',
      'Portalz brand mockup: wordmark, business cards, a round sticker and the app on a phone',
    ),
    images: gallery('portalz', [
      'Portalz website on a laptop beside the mobile site on a phone',
      'Portalz brand board: arch logo, blue, pink and yellow swatches, type sample and arch pattern',
    ]),
    client: [
      'Portalz is a property portal listing homes for sale and rent. Agents and developers upload listings directly or through automated feeds, and buyers search by area, price, size and amenities.',
      'Its in-house team was small and busy with new features, so it asked for experienced engineers who could join the team rather than a separate project.',
    ],
    talent: [
      'Senior Backend Engineer',
      'Search Engineer',
      'Frontend Developer',
      'UI/UX Designer',
      'Content Designer',
    ],
    discovery: [
      'In the first two weeks the embedded engineers joined stand-ups, read the code and traced the slowest pages. Filtered searches were run directly against the main database, and the nightly listing import ran as one long job.',
      'Designers reviewed search sessions and found that many visitors left after applying more than two filters.',
    ],
    challenge: [
      'Search slowed down badly at busy times, and when one agent’s feed contained a bad record, the whole nightly import could fail, leaving new listings offline until the morning.',
      'Listing pages and area pages also needed a clearer design and better copy to win more visitors from search engines.',
    ],
    approach: [
      `Two engineers from ${site.brand} joined the Portalz team through talent integration, working in its sprints and code review. We agreed measurable targets for search speed and import reliability before changing anything.`,
      'In parallel, our designers reworked the listing and area templates with the in-house marketing team.',
    ],
    solutions: [
      'Search now runs on a dedicated search index kept up to date from the database, with map search and saved filters. Listing imports run as small queued jobs per feed, with validation, duplicate detection and alerts when a feed misbehaves.',
      'Redesigned listing pages put photos, price and floor plan first, and new neighbourhood guides give each area its own useful page.',
    ],
    results: [
      'Portalz reports that most searches now return in well under a second, that the nightly import no longer breaks because of a single bad feed, and that visits to its neighbourhood guides are growing month on month.',
    ],
    projectType: { value: 'webdevelopment' },
    seo: caseSeo(
      'portalz',
      'Portalz',
      `How embedded engineers and designers from ${site.brand} made Portalz property search faster, its listing imports reliable and its area pages more useful.`,
    ),
  },
];

/** Portfolio listing (/work). */
export const workPage: { eyebrow: string; title: string; lead: string; seo: Seo } = {
  eyebrow: 'Our Work',
  title: 'Selected case studies',
  lead: `Brands, platforms and teams we have helped to grow. Each story shows what we found, what we built and what changed for the client.`,
  seo: {
    title: 'Work',
    description: `Case studies from ${site.brand}: branding, websites, apps and embedded talent for a bakery, a wellness app, a pet marketplace, restaurants, a farm and a portal.`,
    path: '/work',
    image: {
      src: '/media/og/work.png',
      width: 1200,
      height: 630,
      alt: `${site.brand} portfolio`,
    },
  },
};

export function findCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.slug === slug);
}
