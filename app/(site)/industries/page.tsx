import type { Metadata } from 'next';
import { Img } from '@/components/ui/img';
import grid from '@/components/ui/card-grid.module.css';
import { PageBanner } from '@/components/ui/page-banner';
import { industries } from '@/content/industries';
import { industriesPage } from '@/content/industries-page';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata(industriesPage.seo);

export default function IndustriesPage() {
  return (
    <>
      <PageBanner eyebrow={industriesPage.eyebrow} title={industriesPage.title} lead={industriesPage.lead} />
      <section className="section">
        <ul className={`container ${grid.grid}`}>
          {industries.map((industry, index) => (
            <li key={industry.slug}>
              <article id={industry.slug} className={grid.card}>
                <Img {...industry.image} priority={index === 0} sizes="(min-width: 992px) 400px, 100vw" />
                <h2>{industry.title}</h2>
                <p>{industry.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
