import { TECH_ICONS } from '@/lib/content/tech-icons';

type SimpleIcon = { path: string; hex: string; title: string };

/**
 * simple-icons' index, loaded when first needed: at build time for the static files, and in the server only when a
 * visitor asks for a logo that was not built (the built ones are files). A static import would load its 5 MB index
 * (10 MB in memory) into every server process at start-up, which preloads every route's module.
 */
const lookup = async () => (await import('simple-icons')) as unknown as Record<string, SimpleIcon | undefined>;

/**
 * Every logo a tool may name in the content modules and the common ones staff pick (lib/content/tech-icons.ts), built
 * once into a static SVG file (kept out of the HTML and its payload). Any other simple-icons logo staff name in the
 * studio (checked against the set when saved, server/content/service-checks.ts) is made on its first request.
 */
export async function generateStaticParams() {
  const icons = await lookup();
  return TECH_ICONS.filter((name) => icons[name]).map((name) => ({ name: `${name}.svg` }));
}

// GET /icons/siReact.svg – a simple-icons logo in its brand colour
export async function GET(_: Request, { params }: { params: Promise<{ name: string }> }) {
  const icon = (await lookup())[(await params).name.replace(/\.svg$/, '')];
  if (!icon) return new Response('Not found', { status: 404 });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#${icon.hex}"><title>${icon.title.replace(/[<&]/g, '')}</title><path d="${icon.path}"/></svg>`;
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' } });
}
