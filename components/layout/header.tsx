import { headerCta, headerLinks, headerSearch } from '@/content/navigation';
import { site } from '@/content/site';
import { HeaderBar } from './header-bar';
// The search panel's styles load with the header (under 1 KB of CSS, compressed): CSS that only an import()ed
// chunk brings has arrived late or not at all in some Next versions, and an unstyled search panel is worse.
// Imported here, in a server component, so no page's script carries the module's class names for it.
import '../search/search-panel.module.css';

export function SiteHeader() {
  return <HeaderBar brand={site.brand} links={headerLinks} cta={headerCta} search={headerSearch} />;
}
