import type { ReactNode } from 'react';
import { HomeFaq } from '@/components/home/home-faq';
import { HomeView } from '@/components/home/home-view';
import { Testimonials } from '@/components/home/testimonials';
import { AboutView } from '@/components/about/about-view';
import { TalentGrid } from '@/components/about/talent-grid';
import { CareersView } from '@/components/careers/careers-view';
import { ContactView } from '@/components/forms/contact-view';
import { LifeView } from '@/components/life/life-view';
import { PostView } from '@/components/blog/post-view';
import { CaseStudyView } from '@/components/work/case-study';
import type { CollectionName, Fields, PageFields } from '@/lib/content/collections';
import { listJobs } from '@/server/careers/source';
import { companyFacts, homePage, publishedFaqs, publishedTeam, publishedTestimonials, toAboutPage, toBlogPage, toCareersPage, toCaseStudy, toContactPage, toFacts, toFaqsPage, toHomePage, toIndustriesPage, toLifePage, toPost, toQuotePage, toSearchPage, toService, shownServices, toServicesPage, toWorkPage } from '@/server/content/public';
import { PageBanner } from '@/components/ui/page-banner';
import { SearchForm } from '@/components/search/search-form';
import { NoResults, SearchTips } from '@/components/search/search-results';
import { Link } from '@/components/ui/link';
import type { BannerPageContent } from '@/content/pages';
import { TOKEN_PLACEHOLDER } from '@/server/serving/contract.mts';
import { ContactBlockView } from '@/components/forms/contact-block';
import { FooterView } from '@/components/layout/footer';
import { LegalDocumentView } from '@/components/legal/legal-document';
import type { LegalDocument } from '@/content/types';
import { contactPage } from '@/content/contact';
import { IndustryGrid } from '@/components/industries/industry-grid';
import { ServiceDetailView } from '@/components/services/service-detail';

/**
 * An item's saved draft drawn by the public site's own templates: a post or a case study as its page, a
 * testimonial, FAQ or team member in the section that shows it, one of the site's pages as the whole page (with the
 * live lists it shows). Used by the admin's Preview and share links.
 */
export async function ContentPreview({ collection, slug, fields }: { collection: CollectionName; slug: string; fields: Record<string, unknown> }) {
  switch (collection) {
    case 'posts':
      return <PostView post={toPost(slug, fields as Fields<'posts'>, null)} />;
    case 'case-studies': {
      const study = fields as Fields<'case-studies'>;
      if (!study.cover) return <p className="container section">This case study has no cover image yet: the portfolio needs one before it can be published.</p>;
      return <CaseStudyView study={toCaseStudy(slug, { ...study, cover: study.cover })} />;
    }
    case 'testimonials': {
      const quote = fields as Fields<'testimonials'>;
      return <Testimonials copy={(await homePage()).testimonials} testimonials={[{ company: quote.title, role: quote.role, paragraph: quote.paragraph }]} />;
    }
    case 'faqs': {
      const faq = fields as Fields<'faqs'>;
      return <HomeFaq copy={(await homePage()).faq} faqs={[{ title: faq.title, content: faq.content }]} />;
    }
    case 'team': {
      const person = fields as Fields<'team'>;
      if (!person.image) return <p className="container section">No photo yet: a team member needs one before they can be published.</p>;
      return <TalentGrid heading="Meet Our Talent" lead="" talent={[{ name: person.title, position: person.position, image: person.image }]} />;
    }
    case 'company': {
      // Where the facts show: the contact page's block and the footer of every page.
      const facts = toFacts(fields as Fields<'company'>);
      return (
        <>
          <div className="container section">
            <ContactBlockView title={contactPage.blockTitle} site={facts} />
          </div>
          <FooterView site={facts} />
        </>
      );
    }
    case 'legal':
      return <LegalDocumentView slug={slug as LegalDocument['slug']} fields={fields as Fields<'legal'>} />;
    case 'services':
      return <ServiceDetailView service={toService(slug, fields as Fields<'services'>)} />;
    case 'industries': {
      const industry = fields as Fields<'industries'>;
      if (!industry.image) return <p className="container section">No image yet: an industry needs one before it can be published.</p>;
      const { src, width, height, alt } = industry.image;
      return <IndustryGrid industries={[{ slug, title: industry.title, text: industry.text, image: { src, width, height, alt } }]} />;
    }
    case 'pages':
      return <PagePreview slug={slug} fields={fields} />;
  }
}

/** A page of the site with its draft's words, around the live lists it shows (the team, the jobs…). */
async function PagePreview({ slug, fields }: { slug: string; fields: Record<string, unknown> }) {
  switch (slug) {
    case 'home': {
      const [talent, testimonials, faqs] = await Promise.all([publishedTeam(), publishedTestimonials(), publishedFaqs()]);
      return <HomeView content={toHomePage(fields as PageFields<'home'>)} talent={talent} testimonials={testimonials} faqs={faqs} />;
    }
    case 'about':
      return <AboutView content={toAboutPage(fields as PageFields<'about'>)} talent={await publishedTeam()} />;
    case 'careers':
      return <CareersView content={toCareersPage(fields as PageFields<'careers'>, await companyFacts())} jobs={await listJobs().catch(() => null)} />;
    case 'life':
      return <LifeView content={toLifePage(fields as PageFields<'life'>)} />;
    case 'contact':
      return <ContactView content={toContactPage(fields as PageFields<'contact'>)} token={TOKEN_PLACEHOLDER} />;
    // the list pages: their banner, as the page draws it above its list (and the FAQs page's closing line)
    case 'services':
      return <Banner page={toServicesPage(fields as PageFields<'services'>, (await shownServices()).length)} />;
    case 'industries':
      return <Banner page={toIndustriesPage(fields as PageFields<'industries'>)} />;
    case 'work':
      return <Banner page={toWorkPage(fields as PageFields<'work'>)} />;
    case 'blog': {
      const page = toBlogPage(fields as PageFields<'blog'>);
      return (
        <Banner page={page}>
          <dt>RSS feed title</dt>
          <dd>{page.feed.title}</dd>
          <dt>RSS feed description</dt>
          <dd>{page.feed.description}</dd>
        </Banner>
      );
    }
    case 'quote':
      return <Banner page={toQuotePage(fields as PageFields<'quote'>)} />;
    case 'search': {
      const page = toSearchPage(fields as PageFields<'search'>);
      return (
        <>
          <PageBanner eyebrow={page.eyebrow} title={page.title} lead={page.lead}>
            <SearchForm query="" copy={page.form} takeFocus={false} />
          </PageBanner>
          <section className="section">
            <div className="container">
              <SearchTips tips={page.tips} />
            </div>
          </section>
          <section className="section" aria-labelledby="preview-no-results">
            <div className="container">
              <h2 id="preview-no-results">When nothing is found</h2>
              <NoResults copy={page.noResults} />
            </div>
          </section>
          <Banner page={page} bannerShown />
        </>
      );
    }
    case 'faqs': {
      const page = toFaqsPage(fields as PageFields<'faqs'>);
      return (
        <>
          <Banner page={page} />
          <section className="section">
            <div className="container">
              <p className="lead">
                {page.cta.text} <Link href={page.cta.href}>{page.cta.label}</Link>
              </p>
            </div>
          </section>
        </>
      );
    }
    default:
      return null;
  }
}

/**
 * A list page's banner with its draft's words (unless the preview drew it already: `bannerShown`), and what search
 * results and shared links show, with any other words the page keeps off its face (`children`, as dt/dd pairs).
 */
function Banner({ page, bannerShown, children }: { page: BannerPageContent; bannerShown?: boolean; children?: ReactNode }) {
  return (
    <>
      {!bannerShown && <PageBanner eyebrow={page.eyebrow} title={page.title} lead={page.lead} />}
      <section className="section">
        <dl className="container">
          <dt>SEO title</dt>
          <dd>{page.seo.title}</dd>
          <dt>SEO description</dt>
          <dd>{page.seo.description}</dd>
          {children}
        </dl>
      </section>
    </>
  );
}
