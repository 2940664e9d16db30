import { services } from '@/content/services';
import { technologyGroups } from '@/content/technologies';

type SimpleIcon = { path: string; hex: string; title: string };

/**
 * simple-icons' index, loaded when first needed: at build time for the static files, and in the server only when a
 * visitor asks for a logo that was not built (the built ones are files). A static import would load its 5 MB index
 * (10 MB in memory) into every server process at start-up, which preloads every route's module.
 */
const lookup = async () => (await import('simple-icons')) as unknown as Record<string, SimpleIcon | undefined>;

/** The icons the seed names (the home page's technologies, the services' tech stacks), each once, in order. */
const SEED_ICONS: string[] = [...new Set([...technologyGroups.flatMap((group) => group.items), ...services.flatMap((service) => service.stack.items)].flatMap((tech) => (tech.icon ? [tech.icon] : [])))];

/**
 * Every logo a tool names in the content modules (the seed), built once into a static SVG file (kept out of the HTML
 * and its payload). Any other simple-icons logo staff name in the studio (checked when saved,
 * server/content/icon-checks.ts) is made on its first request.
 */
export async function generateStaticParams() {
  const icons = await lookup();
  return SEED_ICONS.filter((name) => icons[name]).map((name) => ({ name: `${name}.svg` }));
}

// GET /icons/siReact.svg – a simple-icons logo in its brand colour
export async function GET(_: Request, { params }: { params: Promise<{ name: string }> }) {
  const icon = (await lookup())[(await params).name.replace(/\.svg$/, '')];
  if (!icon) return new Response('Not found', { status: 404 });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#${icon.hex}"><title>${icon.title.replace(/[<&]/g, '')}</title><path d="${icon.path}"/></svg>`;
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' } });
}
