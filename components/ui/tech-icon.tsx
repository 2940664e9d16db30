import * as icons from 'simple-icons';
import type { Technology } from '@/content/types';

type SimpleIcon = { path: string; hex: string; title: string };
const lookup = icons as unknown as Record<string, SimpleIcon | undefined>;

/** A tool's logo from simple-icons, or its initials when the set has none (e.g. AWS, Azure, Java). */
export function TechIcon({ tech, size = 40 }: { tech: Technology; size?: number }) {
  const icon = tech.icon ? lookup[tech.icon] : undefined;
  if (!icon) {
    const initials = tech.name
      .split(/\s+/)
      .map((word) => word[0])
      .join('')
      .slice(0, 3);
    return (
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="currentColor" opacity="0.12" />
        <text x="20" y="25" textAnchor="middle" fontSize="13" fontWeight="700" fill="currentColor">
          {initials}
        </text>
      </svg>
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill={`#${icon.hex}`}>
      <path d={icon.path} />
    </svg>
  );
}
