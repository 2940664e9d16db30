import 'server-only';
import { caseStudies, workPage } from '@/content/case-studies';
import { coreServices } from '@/content/core-services';
import { industries } from '@/content/industries';
import { services, servicesPage, whyChooseUs } from '@/content/services';
import { faqs } from '@/content/faqs';
import { allPosts } from '@/content/posts';
import { talent } from '@/content/talent';
import { testimonials } from '@/content/testimonials';
import { legalDocuments } from '@/content/legal';
import { seedFacts } from '@/lib/company-facts';
import { legalToMarkdown } from '@/lib/legal-markdown';
import { aboutPage } from '@/content/about';
import { careerPage } from '@/content/careers';
import { contactPage, quotePage } from '@/content/contact';
import { blogPage } from '@/content/blog-page';
import { faqsPage } from '@/content/faqs-page';
import { industriesPage } from '@/content/industries-page';
import { searchPage } from '@/content/search-page';
import { home, homeSeo } from '@/content/home';
import { lifePage } from '@/content/life';
import { processTracks } from '@/content/process';
import { technologyGroups } from '@/content/technologies';
import type { Seo } from '@/content/types';
import { PAGE_SLUGS, schemaFor, slugify, type CollectionName, type Fields, type PageSlug } from '@/lib/content/collections';

/** The Company collection's one item. */
export const COMPANY_SLUG = 'company';

export interface SeedItem<C extends CollectionName = CollectionName> {
  collection: C;
  slug: string;
  fields: Fields<C>;
}

/**
 * The content modules as the studio's first items, in the order the site shows them today. A fresh install
 * imports them once (server/content/studio.ts seedContent); from then on the database is the source and
 * these modules are only the seed.
 */
export function seedItems(): SeedItem[] {
  const items: SeedItem[] = [
    ...allPosts().map((post) => item('posts', post.slug, {
      title: post.title,
      summary: post.description,
      body: post.body,
      date: post.date,
      author: post.author,
      authorRole: post.authorRole,
      tags: post.tags,
      image: post.image,
      seoTitle: '',
      seoDescription: '',
    })),
    ...caseStudies.map((study) => item('case-studies', study.slug, {
      title: study.name,
      headline: study.headline,
      year: study.year,
      tags: study.tags,
      projectType: study.projectType.value,
      projectTypeOther: study.projectType.value === 'other-projecttype' ? study.projectType.other : '',
      cover: study.cover,
      images: study.images,
      client: study.client,
      talent: study.talent,
      discovery: study.discovery,
      challenge: study.challenge,
      approach: study.approach,
      solutions: study.solutions,
      results: study.results,
      seoTitle: study.seo.title === study.name ? '' : study.seo.title,
      seoDescription: study.seo.description,
      ogImage: study.seo.image,
    })),
    ...testimonials.map((quote) => item('testimonials', slugify(quote.company), { title: quote.company, role: quote.role, paragraph: quote.paragraph })),
    ...faqs.map((faq) => item('faqs', slugify(faq.title), { title: faq.title, content: faq.content })),
    ...talent.map((person) => item('team', slugify(person.name), { title: person.name, position: person.position, image: person.image })),
    // The company's facts (content/site.ts) and the five legal pages (content/legal, as Markdown: lib/legal-markdown.ts).
    item('company', COMPANY_SLUG, {
      title: seedFacts.brand,
      phoneDisplay: seedFacts.phone.display,
      phoneTel: seedFacts.phone.tel,
      emailHello: seedFacts.email.hello,
      emailHr: seedFacts.email.hr,
      emailPrivacy: seedFacts.email.privacy,
      addresses: seedFacts.addresses.map((address) => ({ country: address.country, countryCode: address.countryCode, lines: address.lines.join('\n'), phone: address.phone })),
      social: seedFacts.social.map((link) => ({ label: link.label, href: link.href })),
    }),
    ...legalDocuments.map((doc) => item('legal', doc.slug, { title: doc.title, description: doc.description, effective: doc.effective ?? '', body: legalToMarkdown(doc) })),
    ...services.map((service) => {
      // The home page's core services describe each service in their own words (content/core-services.ts).
      const core = coreServices.find((entry) => entry.href === `/${service.slug}`);
      return item('services', service.slug, {
        title: service.title,
        summary: service.summary,
        eyebrow: service.hero.eyebrow,
        tagline: service.hero.tagline,
        heroText: service.hero.text,
        heroImage: service.hero.image,
        quote: service.quote,
        stackHeading: service.stack.heading,
        stack: service.stack.items.map((tech) => ({ name: tech.name, icon: tech.icon ?? '' })),
        moreSkillsText: service.moreSkills.text,
        moreSkills: service.moreSkills.items,
        samples: service.samples,
        why: whyChooseUs.points.map((point) => ({ title: point.title, text: point.text })),
        projectType: service.projectType.value,
        projectTypeOther: service.projectType.value === 'other-projecttype' ? service.projectType.other : '',
        homeTitle: core && core.title !== service.title ? core.title : '',
        homeText: core && core.content !== service.summary ? core.content : '',
        visibility: 'shown',
        redirectTo: '',
        seoTitle: service.seo.title === service.title ? '' : service.seo.title,
        seoDescription: service.seo.description === service.summary ? '' : service.seo.description,
        ogImage: service.seo.image,
      });
    }),
    ...industries.map((industry) => item('industries', industry.slug, { title: industry.title, text: industry.text, image: industry.image })),
    ...PAGE_SLUGS.map((slug) => item('pages', slug, pageSeeds()[slug])),
  ];
  return items;
}

function item<C extends CollectionName>(collection: C, slug: string, fields: unknown): SeedItem {
  // The seed passes the same check as a save from the admin: a module that drifts from the schema fails here.
  return { collection, slug, fields: schemaFor(collection, slug).parse(fields) as Fields<C> };
}

/**
 * A Reach Out text with the seed's careers mailbox (content/careers.ts) written as {email.hr}, the token the careers
 * page fills from the company's facts: how the seed stores it, and how server/content/public.ts reads a text seeded
 * before the token (a fallback on read rather than a migration, so a text that was published, scheduled or kept in
 * a revision with the address reads the same way).
 */
export const withHrToken = (text: string) => text.replaceAll(careerPage.reachOut.email, '{email.hr}');

/** The site's pages as the modules write them today (server/content/public.ts maps them back: toHomePage…). */
function pageSeeds(): Record<PageSlug, Record<string, unknown>> {
  const seo = (page: Seo) => ({ seoTitle: page.title, seoDescription: page.description, ogImage: page.image });
  const banner = (page: { eyebrow: string; title: string; lead: string; seo: Seo }) => ({ heroEyebrow: page.eyebrow, heroTitle: page.title, heroLead: page.lead, ...seo(page.seo) });
  const steps = (id: string) => processTracks.find((track) => track.id === id)!.steps.map((step) => ({ title: step.title, text: step.text }));
  const tools = (id: string) => technologyGroups.find((group) => group.id === id)!.items.map((tech) => ({ name: tech.name, icon: tech.icon ?? '' }));
  return {
    home: {
      heroLines: [...home.hero.lines],
      heroLead: home.hero.intro,
      talentHeading: home.talent.heading,
      talentText: home.talent.text,
      aboutEyebrow: home.about.eyebrow,
      aboutHeading: home.about.heading,
      aboutText: home.about.text,
      counters: home.counters.map((counter) => ({ value: counter.value, label: counter.label })),
      processHeading: home.process.heading,
      processText: home.process.text,
      deliverySteps: steps('project-delivery'),
      talentSteps: steps('talent-integration'),
      techHeading: home.technologies.heading,
      techText: home.technologies.text,
      frontEnd: tools('front-end'),
      backEnd: tools('back-end'),
      mobile: tools('mobile'),
      cloud: tools('cloud'),
      videoHeading: home.video.heading,
      videoCaption: home.video.caption,
      industriesHeading: home.industries.heading,
      industriesText: home.industries.text,
      testimonialsHeading: home.testimonials.heading,
      testimonialsText: home.testimonials.text,
      faqHeading: home.faq.heading,
      coreServicesEyebrow: home.coreServices.eyebrow,
      coreServicesHeading: home.coreServices.heading,
      ...seo(homeSeo),
    },
    about: {
      heroEyebrow: aboutPage.hero.eyebrow,
      heroTitle: aboutPage.hero.title,
      heroLead: aboutPage.hero.lead,
      approachHeading: aboutPage.approach.heading,
      approachText: aboutPage.approach.paragraphs,
      approachImage: aboutPage.approach.image,
      nameHeading: aboutPage.name.heading,
      nameText: aboutPage.name.paragraphs,
      nameImage: aboutPage.name.image,
      missionHeading: aboutPage.mission.heading,
      missionText: aboutPage.mission.paragraphs,
      missionImage: aboutPage.mission.image,
      talentHeading: aboutPage.talent.heading,
      talentText: aboutPage.talent.lead,
      ...seo(aboutPage.seo),
    },
    careers: {
      heroEyebrow: careerPage.eyebrow,
      heroTitle: careerPage.title,
      heroLead: careerPage.lead,
      listHeading: careerPage.listTitle,
      emptyText: careerPage.empty,
      unavailableText: careerPage.unavailable,
      reachOutHeading: careerPage.reachOut.title,
      // the careers mailbox as the token the page fills from the company's facts (server/content/public.ts)
      reachOutText: withHrToken(careerPage.reachOut.text),
      detailsEyebrow: careerPage.details.eyebrow,
      detailsTitle: careerPage.details.title,
      ...seo(careerPage.seo),
    },
    life: {
      heroEyebrow: lifePage.hero.eyebrow,
      heroTitle: lifePage.hero.title,
      heroLead: lifePage.hero.lead,
      heroImage: lifePage.hero.image,
      cultureHeading: lifePage.culture.heading,
      cultureText: lifePage.culture.paragraphs,
      cultureImages: lifePage.culture.images,
      valuesHeading: lifePage.values.heading,
      values: lifePage.values.items,
      perksHeading: lifePage.perks.heading,
      perks: lifePage.perks.items,
      joinHeading: lifePage.careers.heading,
      joinText: lifePage.careers.text,
      ...seo(lifePage.seo),
    },
    contact: {
      heroEyebrow: contactPage.eyebrow,
      heroTitle: contactPage.title,
      heroLead: contactPage.lead,
      blockHeading: contactPage.blockTitle,
      ...seo(contactPage.seo),
    },
    // the list pages: their banners and SEO
    services: banner(servicesPage),
    industries: banner(industriesPage),
    work: banner(workPage),
    blog: { ...banner(blogPage), feedTitle: blogPage.feed.title, feedDescription: blogPage.feed.description },
    faqs: { ...banner(faqsPage), ctaText: faqsPage.cta.text, ctaLabel: faqsPage.cta.label },
    quote: banner(quotePage),
    search: { ...banner(searchPage), searchLabel: searchPage.label, searchPlaceholder: searchPage.placeholder, searchButton: searchPage.submit, tipsHeading: searchPage.tipsTitle, tips: [...searchPage.tips], noResultsText: searchPage.noResults, browse: searchPage.browse.map(({ label, href }) => ({ label, href })) },
  };
}
