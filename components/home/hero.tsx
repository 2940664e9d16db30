import { Img } from '@/components/ui/img';
import { Link } from '@/components/ui/link';
import type { CSSProperties } from 'react';
import { heroIcons } from '@/content/hero-icons';
import type { HomeContent } from '@/content/pages';
import type { ImageAsset } from '@/content/types';
import { HERO_ICON_INTERVAL_MS } from '@/lib/breakpoints';
import { PauseButton } from '../ui/pause-button';
import { HeroMask } from './hero-mask';
import styles from './hero.module.css';

/** The hero: the headline's lines as staff wrote them (the content studio's home page), each with its shape icon. */
export function Hero({ hero }: { hero: HomeContent['hero'] }) {
  const { lines, intro, cta } = hero;
  const headline = (withIcons: boolean) =>
    lines.map((line, index) => (
      <span key={index} className={styles.line}>
        {line}
        {withIcons ? <ShapeIcon images={heroIcons[index % heroIcons.length]} /> : <span className={styles.icon} aria-hidden="true" />}
      </span>
    ));
  return (
    <section className={styles.hero} data-autoplay aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <h1 id="hero-title" className={styles.title}>
          {headline(true)}
        </h1>
        <HeroMask className={styles.mask}>
          {/* The inverted copy keeps the icons' places as plain tiles, without loading their images twice. */}
          <p className={styles.title} aria-hidden="true">
            {headline(false)}
          </p>
        </HeroMask>
        <div className={styles.footer}>
          <p className={`lead ${styles.intro}`}>{intro}</p>
          <div className={styles.actions}>
            <Link href={cta.href} className="button button-dark" data-cursor="Let's go">
              {cta.label}
            </Link>
            <PauseButton label="hero animation" />
          </div>
        </div>
      </div>
    </section>
  );
}

/** Four stacked images that take turns every 4 s, driven by CSS (see .icon img in the module). */
function ShapeIcon({ images }: { images: ImageAsset[] }) {
  const style = { '--cycle': `${HERO_ICON_INTERVAL_MS * images.length}ms`, '--step': `${HERO_ICON_INTERVAL_MS}ms` };
  return (
    <span className={styles.icon} style={style as CSSProperties} aria-hidden="true">
      {images.map((image, index) => (
        <Img
          key={image.src}
          src={image.src}
          width={96}
          height={96}
          alt={image.alt}
          style={{ '--i': index } as CSSProperties}
        />
      ))}
    </span>
  );
}
