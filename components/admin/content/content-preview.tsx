import { HomeFaq } from '@/components/home/home-faq';
import { Testimonials } from '@/components/home/testimonials';
import { TalentGrid } from '@/components/about/talent-grid';
import { PostView } from '@/components/blog/post-view';
import { CaseStudyView } from '@/components/work/case-study';
import type { CollectionName, Fields } from '@/lib/content/collections';
import { toCaseStudy, toFacts, toPost, toService } from '@/server/content/public';
import { ContactBlockView } from '@/components/forms/contact-block';
import { FooterView } from '@/components/layout/footer';
import { LegalDocumentView } from '@/components/legal/legal-document';
import type { LegalDocument } from '@/content/types';
import { contactPage } from '@/content/contact';
import { IndustryGrid } from '@/components/industries/industry-grid';
import { ServiceDetailView } from '@/components/services/service-detail';

/**
 * An item's saved draft drawn by the public site's own templates: a post or a case study as its page, a
 * testimonial, FAQ or team member in the section that shows it. Used by the admin's Preview and share links.
 */
export function ContentPreview({ collection, slug, fields }: { collection: CollectionName; slug: string; fields: Record<string, unknown> }) {
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
      return <Testimonials testimonials={[{ company: quote.title, role: quote.role, paragraph: quote.paragraph }]} />;
    }
    case 'faqs': {
      const faq = fields as Fields<'faqs'>;
      return <HomeFaq faqs={[{ title: faq.title, content: faq.content }]} />;
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
  }
}
