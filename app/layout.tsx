import type { Metadata, Viewport } from 'next';
import { site } from '@/content/site';
import { displayFontLoadScript } from '@/lib/fonts';
import { THEME_SCRIPT } from '@/lib/theme';
import './display-font.generated.css';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.brand, template: `%s - ${site.brand}` },
  description: site.description,
  keywords: [...site.keywords],
  applicationName: site.brand,
  formatDetection: { telephone: false },
};

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
