import { site } from '@/content/site';
import { organizationJsonLd } from '@/lib/structured-data';
import { jsonLd } from '@/lib/metadata';
import { pageFacts } from '@/server/content/public';

/** Organization structured data, on every page: the studio's Company item (live); the address and logo stay in code. */
export async function OrganizationJsonLd() {
  const facts = await pageFacts();
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(organizationJsonLd(facts, site.url, site.founded)) }} />;
}
