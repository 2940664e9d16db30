import type { Metadata, Viewport } from 'next';
import { site } from '@/content/site';
import { BRAND_ICON_DATA_URL } from '@/lib/brand-icon.generated';
import { displayFontLoadScript } from '@/lib/fonts';
import { THEME_SCRIPT } from '@/lib/theme';
import { pageFacts } from '@/server/content/public';
import './display-font.generated.css';
import './globals.css';

// Every title reads '{page} - {brand}' with the brand of the studio's Company item (live); the address, description and
// keywords stay in code (content/site.ts).
export async function generateMetadata(): Promise<Metadata> {
  const { brand } = await pageFacts();
  return {
    metadataBase: new URL(site.url),
    title: { default: brand, template: `%s - ${brand}` },
    description: site.description,
    keywords: [...site.keywords],
    applicationName: brand,
    formatDetection: { telephone: false },
    // The icon inside the page as a data: URL (scripts/media/og.mjs): no request of its own beside the page's. On a
    // phone that request opens a new connection just as the page's first image needs one (issue 31). favicon.ico
    // stays (app/favicon.ico) for the browsers that take no SVG icon.
    icons: { icon: [{ url: BRAND_ICON_DATA_URL, type: 'image/svg+xml', sizes: 'any' }] },
  };
}

// Both themes (globals.css). The browser's own bars follow the system's setting: the brand's ink in light, the
// page's background in dark.
export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#0f0f14' },
    { media: '(prefers-color-scheme: dark)', color: '#15141b' },
  ],
  colorScheme: 'light dark',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // suppressHydrationWarning: the theme script below may add data-theme to <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Our own constants (lib/fonts.ts, lib/theme.ts), not user input. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {/* after the stylesheets, which React writes first in <head>, the @font-face among them: it starts decoding the face (lib/fonts.ts) */}
        <script dangerouslySetInnerHTML={{ __html: displayFontLoadScript }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
