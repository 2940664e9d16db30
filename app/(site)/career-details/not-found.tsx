import { Link } from '@/components/ui/link';
import { PageBanner } from '@/components/ui/page-banner';
import { applicationCopy } from '@/content/careers';

export default function JobNotFound() {
  const { title, text, cta } = applicationCopy.notFound;
  return (
    <>
      <PageBanner eyebrow="Careers" title={title} lead={text}>
        <Link href={cta.href} className="button button-dark">
          {cta.label}
        </Link>
      </PageBanner>
    </>
  );
}
