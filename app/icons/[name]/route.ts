import * as icons from 'simple-icons';
import { services } from '@/content/services';
import { technologyGroups } from '@/content/technologies';

type SimpleIcon = { path: string; hex: string; title: string };
const lookup = icons as unknown as Record<string, SimpleIcon | undefined>;

/**
 * Every logo the content modules name, built once into a static SVG file (kept out of the HTML and its payload).
 * A logo staff name later in the content studio (a service's tech stack, checked against this set when saved) is
 * made on its first request.
 */
export function generateStaticParams() {
  const names = [...technologyGroups.flatMap((g) => g.items), ...services.flatMap((s) => s.stack.items)]
    .map((tech) => tech.icon)
    .filter((name): name is string => Boolean(name && lookup[name]));
  return [...new Set(names)].map((name) => ({ name: `${name}.svg` }));
}

// GET /icons/siReact.svg – a simple-icons logo in its brand colour
export async function GET(_: Request, { params }: { params: Promise<{ name: string }> }) {
  const icon = lookup[(await params).name.replace(/\.svg$/, '')];
  if (!icon) return new Response('Not found', { status: 404 });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#${icon.hex}"><title>${icon.title.replace(/[<&]/g, '')}</title><path d="${icon.path}"/></svg>`;
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' } });
}
