import { Img } from '@/components/ui/img';
import type { ImageAsset } from '@/content/types';
import styles from './split-section.module.css';

interface Props {
  heading: string;
  paragraphs: string[];
  image: ImageAsset;
  reverse?: boolean;
  tone?: 'paper' | 'white';
}

/** Text beside an image; `reverse` puts the image first on wide screens. */
export function SplitSection({ heading, paragraphs, image, reverse = false, tone = 'paper' }: Props) {
  return (
    <section className={`section ${styles.section}`} data-tone={tone}>
      <div className={`container ${styles.grid}`} data-reverse={reverse || undefined}>
        <div>
          <h2>{heading}</h2>
          {paragraphs.map((paragraph, index) => (
            <p key={index} className={styles.text}>
              {paragraph}
            </p>
          ))}
        </div>
        <Img
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt}
          sizes="(min-width: 992px) 600px, 100vw"
          className={styles.image}
        />
      </div>
    </section>
  );
}
