import type { Metadata, Viewport } from 'next';
import { site } from '@/content/site';
import { displayFontFaceCss, displayFontLoadScript } from '@/lib/fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.brand, template: `%s - ${site.brand}` },
  description: site.description,
  keywords: [...site.keywords],
  applicationName: site.brand,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0f0f14',
  colorScheme: 'light',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        {/* Our own constant (lib/fonts.ts), not user input. */}
        <style dangerouslySetInnerHTML={{ __html: displayFontFaceCss }} />
        <script dangerouslySetInnerHTML={{ __html: displayFontLoadScript }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
