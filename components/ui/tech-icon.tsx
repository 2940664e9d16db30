import type { Technology } from '@/content/types';
import styles from './tech-icon.module.css';

/**
 * A tool's logo: the static SVG built from simple-icons (app/icons/[name]), loaded lazily, or the tool's
 * initials where the set has no logo (e.g. AWS, Azure, Java). Decorative: the tool's name is beside it.
 */
export function TechIcon({ tech, size = 40 }: { tech: Technology; size?: number }) {
  if (tech.icon) {
    return <img className={styles.logo} src={`/icons/${tech.icon}.svg`} width={size} height={size} alt="" loading="lazy" decoding="async" />;
  }
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
