import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import grid from '@/components/ui/card-grid.module.css';
import { PageBanner } from '@/components/ui/page-banner';
import { services, servicesPage } from '@/content/services';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata(servicesPage.seo);

export default function ServicesPage() {
  return (
    <>
      <PageBanner eyebrow={servicesPage.eyebrow} title={servicesPage.title} lead={servicesPage.lead} />
      <section className="section">
        <ul className={`container ${grid.grid}`}>
          {services.map((service) => (
            <li key={service.slug}>
              <article className={grid.card}>
                <span className={grid.number}>{service.number}</span>
                <h2>{service.title}</h2>
                <p>{service.summary}</p>
                <Link href={`/${service.slug}`} className={grid.more} aria-label={`Explore More: ${service.title}`}>
                  Explore More
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
