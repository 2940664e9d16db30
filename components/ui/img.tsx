import { getImageProps, type ImageProps } from 'next/image';
import { objectPosition } from '@/lib/media';

/**
 * next/image's optimised sources and sizes as a plain <img>, rendered on the server: the same modern
 * formats and srcset, without shipping the Image client component to every page. A `priority` image (the
 * largest one on a page's first screen) loads eagerly and at high fetch priority, so the browser requests
 * it as soon as its preload scanner sees it rather than after layout.
 */
export function Img({ focus, ...props }: ImageProps & { focus?: { x: number; y: number } }) {
  const { props: imgProps } = getImageProps(props);
  const fetchPriority = props.fetchPriority ?? (props.priority || props.preload ? 'high' : undefined);
  // A frame of another shape than the image (object-fit: cover in its stylesheet) keeps its focal point in view.
  const style = focus ? { ...imgProps.style, objectPosition: objectPosition({ focalX: focus.x, focalY: focus.y }) } : imgProps.style;
  return <img {...imgProps} style={style} fetchPriority={fetchPriority} alt={props.alt} />;
}
