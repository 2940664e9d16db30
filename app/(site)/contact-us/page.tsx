import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ContactBlock } from '@/components/forms/contact-block';
import { ContactForm } from '@/components/forms/contact-form';
import layout from '@/components/forms/form-layout.module.css';
import { PageBanner } from '@/components/ui/page-banner';
import { contactPage } from '@/content/contact';
import { pageMetadata } from '@/lib/metadata';
import { formToken } from '@/server/services/submission';

export const metadata: Metadata = pageMetadata(contactPage.seo);

export default async function ContactPage() {
  await connection(); // rendered per request: the form carries a signed 'shown at' time
  const token = await formToken();
  return (
    <>
      <PageBanner eyebrow={contactPage.eyebrow} title={contactPage.title} lead={contactPage.lead} />
      <section className="section">
        <div className={`container ${layout.layout}`}>
          <ContactForm token={token} />
          <ContactBlock title={contactPage.blockTitle} />
        </div>
      </section>
    </>
  );
}
