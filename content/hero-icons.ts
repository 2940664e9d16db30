import type { ImageAsset } from './types';

/** The hero's three shape icons; each cycles through its four images. Decorative, hence empty alt. */
export const heroIcons: ImageAsset[][] = [1, 2, 3].map((shape) =>
  [1, 2, 3, 4].map((n) => ({ src: `/media/hero/shape-${shape}-${n}.webp`, width: 160, height: 160, alt: '' })),
);
