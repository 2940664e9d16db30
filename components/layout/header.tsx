import { Link } from '@/components/ui/link';
import { headerCta, headerLinks, headerSearch } from '@/content/navigation';
import { pageFacts, searchPageContent } from '@/server/content/public';
import { SearchLauncher } from '../search/search-launcher';
import { HeaderBehaviour } from './header-behaviour';
import { NavLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import styles from './header.module.css';
// The search panel's styles load with the header (under 1 KB of CSS, compressed): CSS that only an import()ed
// chunk brings has arrived late or not at all in some Next versions, and an unstyled search panel is worse.
// Imported here, in a server component, so no page's script carries the module's class names for it.
import '../search/search-panel.module.css';

const MENU_ID = 'site-menu';

/**
 * The site's header, rendered on the server. The mobile menu is an HTML popover: its buttons open and close it,
 * and the browser closes it on Escape or a tap outside, before any script runs and without JavaScript at all.
 * What needs the browser is in small client islands: the links' current page (NavLinks), the theme (ThemeToggle),
 * the search (SearchLauncher), and the bar's scroll state and the open menu's focus handling (HeaderBehaviour).
 */
export async function SiteHeader() {
  // the studio's Company item, and its search page: the search button's and box's words are the /search form's
  const [{ brand }, search] = await Promise.all([pageFacts(), searchPageContent()]);
  return (
    <header className={styles.header} id="site-header">
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo}>
          <span aria-hidden="true" className={styles.mark}>
            N
          </span>
          {brand}
        </Link>
        <button type="button" className={styles.toggle} popoverTarget={MENU_ID} popoverTargetAction="show" data-menu-toggle="">
          <span className={styles.burger} aria-hidden="true" />
          <span className="visually-hidden">Open menu</span>
        </button>
        <div id={MENU_ID} className={styles.panel} popover="auto">
          <button type="button" className={styles.close} popoverTarget={MENU_ID} popoverTargetAction="hide" data-menu-close="">
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close menu</span>
          </button>
          <nav aria-label="Main">
            <NavLinks links={headerLinks} listClassName={styles.links} linkClassName={styles.link} />
          </nav>
          {/* its fill follows a mouse (cursor.ts), loaded with the cursor */}
          <Link href={headerCta.href} className={`button ripple ${styles.cta}`}>
            {headerCta.label}
          </Link>
          <ThemeToggle className={styles.theme} labelClassName={styles.themeLabel} />
        </div>
        <SearchLauncher href={headerSearch.href} words={search.form} className={styles.search} />
      </div>
      <HeaderBehaviour headerId="site-header" menuId={MENU_ID} />
    </header>
  );
}
