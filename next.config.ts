import type { NextConfig } from 'next';
import { ADMIN_ISOLATION, securityHeaders } from './lib/security-headers';
import { PAGE_CACHE_HEADER } from './server/serving/contract.mts';
import { BUILT_DETAIL_SLUGS, CASE_STUDY_SOURCE } from './lib/top-level-routes';
import { MAX_BODY_BYTES } from './server/http/form-routes.mts';
import { QUOTE_PREFILL } from './lib/forms.mts';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The metrics (server/observability/metrics.mts) are recorded by the serving layer, which Node loads from
  // node_modules, and by the app's bundle: loaded from node_modules here too, the process holds one prom-client (and
  // its @opentelemetry/api), not a second bundled copy in memory; the registry itself is shared through globalThis.
  serverExternalPackages: ['prom-client'],
  // Metadata is written into the <head> for every visitor, never streamed after it: a page whose generateMetadata
  // is slow (a job's page while the database is unreachable) otherwise gets it through a streamed Suspense boundary,
  // whose inline $RC script the CSP's hashes (server/serving/csp.mts, fixed before the body streams) cannot allow, and
  // the page broke in the browser (React error 419). Our metadata reads what the page reads, so nothing waits longer.
  htmlLimitedBots: /.*/,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    // A short list of widths keeps every srcset small; together they cover our layouts at 1x and 2x. 768: a phone's
    // full-width image (412 CSS px at 1.75x needs 721) gets 768 pixels, not 960, about a third fewer bytes.
    deviceSizes: [640, 768, 960, 1280, 1920, 2560],
    imageSizes: [96, 192, 256, 384, 480],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  experimental: {
    // Turbopack's default CSS chunker merged nearly every stylesheet of the app into one 38.8 KB chunk that every
    // page loads, the admin console's included (its shell, the studio's editor, the analytics charts: about 18 KB
    // no visitor's page uses), and the server puts each stylesheet a page links into its HTML
    // (server/serving/html-rewrite.mts). The graph chunker splits by which pages use what; a request costs a page
    // nothing here (the styles travel inside the document), so the cost of one more chunk is set low and each page
    // gets about the styles it uses: the home page's HTML 46.0 -> 40.9 KB Brotli, a case study's 36.3 -> 31.7 KB.
    cssChunking: { type: 'graph', requestCost: 2000 },
    // inlineCss stays off: Next 16.4 puts each inlined stylesheet into the HTML once as <style> and twice
    // more inside the RSC payload, so the home page's HTML grew from 31 KB to 52 KB (gzip). Four small
    // cached stylesheets (13 KB gzip) cost less than that on every page view.
    // The largest form is the job application: a 10 MB résumé and a 50 MB task file, plus the fields.
    // Each form's own limit is enforced before Next reads a byte (server/serving/request-guard.mts); this is
    // only the largest of them, for a request that reaches Next some other way.
    serverActions: { bodySizeLimit: MAX_BODY_BYTES },
    // libvips' operation cache (sharp's default: 50 MB, 100 operations) kept ~30 MB of decoded images in the
    // server after it had optimised the site's images, for nothing: Next keeps every optimised image on disk
    // (.next/cache/images) and never asks for one twice. Measured against the RSS budget; see scripts/lib.mjs.
    imgOptOperationCache: false,
    // forbidden(): an admin page or action refuses a role without access with a 403 and
    // app/admin/(console)/forbidden.tsx (server/auth/session.ts, requireOwner).
    authInterrupts: true,
    // Next loads every route's server code when it starts, the admin console's editor included, whether or not a
    // visitor ever asks for it: 20 MB of V8 heap kept for nothing in a server that mostly serves pages (and more
    // garbage between collections, which grow with what is live). Off, a route's code loads on its first request;
    // scripts/server.mjs requests every public page right after start-up anyway. Measured against the RSS budget
    // (PRODUCT.md: < 400 MB under load); see scripts/server-env.mjs.
    preloadEntriesOnStart: false,
  },
  async redirects() {
    // The AI/ML page keeps the specification's route; the spelling people type redirects to it.
    return [
      { source: '/ai-ml-services', destination: '/al-ml-services', permanent: true },
      // The prefilled quote form's route is internal: its address is /get-quote with the query (kept on redirect).
      // Redirects are matched before rewrites, on the address as requested, so the rewrite below never meets this.
      { source: QUOTE_PREFILL.route, destination: QUOTE_PREFILL.page, permanent: false },
    ];
  },
  async rewrites() {
    // /get-quote with any prefill parameter is rendered per request (with the answers from its query and a fresh
    // form token); without one it stays the prerendered page the page cache serves. beforeFiles, because
    // /get-quote is a page of its own and would otherwise win.
    const beforeFiles = [
      ...QUOTE_PREFILL.params.map((key) => ({ source: QUOTE_PREFILL.page, has: [{ type: 'query' as const, key }], destination: QUOTE_PREFILL.route })),
      // A case study is published at /{slug} by the content studio: any one-segment address the build does not
      // answer itself goes to the case-study route, which renders it or answers 404 (lib/top-level-routes.ts).
      { source: CASE_STUDY_SOURCE, destination: '/work/:slug' },
    ];
    return { beforeFiles, afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      // Documents and API answers get the full set. Hashed build assets and optimised images only need
      // nosniff: a frame or referrer rule on a script or an image does nothing, and ~530 bytes of headers on
      // each of a page's ~40 assets add up. (The image optimiser sets its own sandboxing CSP.)
      // Attachments (/admin/files/…) keep the sandboxing policy their route sets: this one would replace it.
      { source: '/((?!_next/static/|_next/image|admin/files/).*)', headers: securityHeaders() },
      { source: '/admin/files/:path*', headers: securityHeaders().filter((header) => header.key !== 'Content-Security-Policy') },
      { source: '/_next/static/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
      { source: '/_next/image', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
      // The admin console: never indexed, never stored by a shared cache (its pages are rendered per request
      // for a signed-in user; Next marks them private, no-store too).
      // Share links of drafts: for the person holding the link only.
      { source: '/share/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }, { key: 'Cache-Control', value: 'private, no-store' }] },
      // Its documents are also kept apart from other sites' windows (lib/security-headers.ts, ADMIN_ISOLATION).
      // `:path*` is zero or more segments: this one rule covers /admin itself too.
      { source: '/admin/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }, { key: 'Cache-Control', value: 'private, no-store' }, ADMIN_ISOLATION] },
      // The careers pages read the jobs from the database: rendered per request by Next, but kept by the server's
      // page cache (server/serving/front-cache.mts) until a job changes (server/content/page-cache-version.ts) or
      // five minutes pass (a job's closing date). Downstream they stay private: only the app knows when they change.
      { source: '/career', headers: [{ key: PAGE_CACHE_HEADER, value: '300' }] },
      { source: '/career-details', headers: [{ key: PAGE_CACHE_HEADER, value: '300' }] },
      // The site's own pages' words are the content studio's ('pages'): the contact and life pages too (content/site.ts
      // lifePath; lib/top-level-routes.ts names it the same way).
      ...['/contact-us', '/life-navyug'].map((source) => ({ source, headers: [{ key: PAGE_CACHE_HEADER, value: '300' }] })),
      // The content studio's pages (posts, and the pages that list posts, case studies, testimonials, FAQs and
      // the team): the same, purged on every instance when something is published. A case study at /{slug} gets
      // the same, matched by the pattern that sends it to its route.
      ...['/', '/about-us', '/work', '/faqs', '/blog', '/blog/:slug', '/blog/rss.xml', '/sitemap.xml', '/search-index.json', CASE_STUDY_SOURCE].map((source) => ({
        source,
        headers: [{ key: PAGE_CACHE_HEADER, value: '300' }],
      })),
      // Every other public page: each shows the company's facts (header, footer, JSON-LD: the studio's Company item, issue
      // 35), so it is rendered per request too, and kept the same way; the legal pages also show their live text.
      ...['/services', '/industries', '/contact-us', '/get-quote', ...BUILT_DETAIL_SLUGS.map((slug) => `/${slug}`)].map((source) => ({
        source,
        headers: [{ key: PAGE_CACHE_HEADER, value: '300' }],
      })),
      // The site's own images (public/media/<group>/…). A media library file (/media/<hash>-<width>.<format>, one
      // segment) is answered by its route, which sets its own caching: immutable for a file, never for a 404.
      {
        source: '/media/:group/:path+',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

export default nextConfig;
