import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import grid from '@/components/ui/card-grid.module.css';
import { PageBanner } from '@/components/ui/page-banner';
import { pageMetadata } from '@/lib/metadata';
import { connection } from 'next/server';
import { servicesPageContent, shownServices } from '@/server/content/public';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata((await servicesPageContent()).seo);
}

export default async function ServicesPage() {
  // The services are the content studio's: rendered per request, kept by the page cache until something is published.
  await connection();
  const [page, services] = await Promise.all([servicesPageContent(), shownServices()]);
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
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
