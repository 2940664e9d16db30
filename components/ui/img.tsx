import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's optimised sources and sizes as a plain <img>, rendered on the server: the same modern
 * formats and srcset, without shipping the Image client component to every page.
 */
export function Img(props: ImageProps) {
  const { props: imgProps } = getImageProps(props);
  return <img {...imgProps} alt={props.alt} />;
}
