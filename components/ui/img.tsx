import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's optimised sources and sizes as a plain <img>, rendered on the server: the same modern
 * formats and srcset, without shipping the Image client component to every page. A `priority` image (the
 * largest one on a page's first screen) loads eagerly and at high fetch priority, so the browser requests
 * it as soon as its preload scanner sees it rather than after layout.
 */
export function Img(props: ImageProps) {
  const { props: imgProps } = getImageProps(props);
  const fetchPriority = props.fetchPriority ?? (props.priority || props.preload ? 'high' : undefined);
  return <img {...imgProps} fetchPriority={fetchPriority} alt={props.alt} />;
}
