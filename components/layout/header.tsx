import { headerCta, headerLinks, headerSearch } from '@/content/navigation';
import { site } from '@/content/site';
import { HeaderBar } from './header-bar';

export function SiteHeader() {
  return <HeaderBar brand={site.brand} links={headerLinks} cta={headerCta} search={headerSearch} />;
}
