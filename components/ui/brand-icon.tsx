import { siInstagram } from 'simple-icons';

interface Props {
  /** 'link': any other network, a plain mark */
  name: 'instagram' | 'linkedin' | 'link';
  size?: number;
}

// simple-icons no longer ships LinkedIn's mark, so that one is a plain drawing of ours: a square with 'in'.
const LINKEDIN_PATH =
  'M3 0h18a3 3 0 0 1 3 3v18a3 3 0 0 1-3 3H3a3 3 0 0 1-3-3V3a3 3 0 0 1 3-3Zm2 9v10h3.2V9H5Zm1.6-5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM10.4 9v10h3.2v-5.2c0-1.4.6-2.3 1.8-2.3s1.6.9 1.6 2.3V19h3.2v-5.9c0-2.9-1.5-4.3-3.6-4.3-1.4 0-2.4.6-3 1.5V9h-3.2Z';

/** Any other network: a ring with a dot (no mark to borrow). */
const LINK_PATH = 'M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24Zm0 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z';

/** A social network's mark as inline SVG; decorative, so the link around it carries the name. */
export function BrandIcon({ name, size = 20 }: Props) {
  const path = name === 'instagram' ? siInstagram.path : name === 'linkedin' ? LINKEDIN_PATH : LINK_PATH;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
