import layout from '@/components/forms/form-layout.module.css';
import { PageBanner } from '@/components/ui/page-banner';
import type { ContactContent } from '@/content/pages';
import { ContactBlock } from './contact-block';
import { ContactForm } from './contact-form';
import { ConsentNotice } from './consent-wording';

/** The contact page: its words (the studio's contact page), the form (`token`: its signed "shown at") and the contact block. */
export function ContactView({ content, token }: { content: ContactContent; token: string }) {
  return (
    <>
      <PageBanner eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <section className="section">
        <div className={`container ${layout.layout}`}>
          <ContactForm token={token} consent={<ConsentNotice form="contact" />} />
          <ContactBlock title={content.blockTitle} />
        </div>
      </section>
    </>
  );
}
