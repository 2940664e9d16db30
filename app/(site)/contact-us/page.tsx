import type { Metadata } from 'next';
import { ContactBlock } from '@/components/forms/contact-block';
import { ContactForm } from '@/components/forms/contact-form';
import { ConsentNotice } from '@/components/forms/consent-wording';
import layout from '@/components/forms/form-layout.module.css';
import { PageBanner } from '@/components/ui/page-banner';
import { contactPage } from '@/content/contact';
import { pageMetadata } from '@/lib/metadata';
import { TOKEN_PLACEHOLDER } from '@/server/serving/contract.mts';

export const metadata: Metadata = pageMetadata(contactPage.seo);

export default function ContactPage() {
  return (
    <>
      <PageBanner eyebrow={contactPage.eyebrow} title={contactPage.title} lead={contactPage.lead} />
      <section className="section">
        <div className={`container ${layout.layout}`}>
          {/* prerendered: the server puts a fresh signed 'shown at' token here for each visitor */}
          <ContactForm token={TOKEN_PLACEHOLDER} consent={<ConsentNotice form="contact" />} />
          <ContactBlock title={contactPage.blockTitle} />
        </div>
      </section>
    </>
  );
}
