'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { REDUCED_MOTION_QUERY } from '@/lib/motion';

interface Props {
  sources: { src: string; type: string }[];
  /** A lazily loaded image under the video stands in for `poster`, which browsers fetch at once. */
  poster: ReactNode;
  width: number;
  height: number;
  label: string;
}

/**
 * A muted looping reel. Nothing is fetched until it is near the viewport; it plays only while visible
 * and never by itself under reduced motion. The button pauses and resumes it.
 */
export function LoopVideo({ sources, poster, width, height, label }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const reduced = window.matchMedia(REDUCED_MOTION_QUERY).matches;
    if (reduced) setUserPaused(true);
    const nearby = new IntersectionObserver(([entry]) => entry.isIntersecting && setNear(true), { rootMargin: '400px 0px' });
    nearby.observe(video);
    return () => nearby.disconnect();
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video || !near) return;
    // Near the viewport the video takes the poster image's already fetched source as its own poster.
    const image = video.parentElement?.querySelector('img');
    if (image && !video.poster) video.poster = image.currentSrc || image.src;
    const visible = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting && !userPaused) void video.play().catch(() => setPlaying(false));
        else video.pause();
      },
      { threshold: 0.25 },
    );
    visible.observe(video);
    return () => visible.disconnect();
  }, [near, userPaused]);

  function toggle() {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      setUserPaused(false);
      void video.play().catch(() => setPlaying(false));
    } else {
      setUserPaused(true);
      video.pause();
    }
  }

  return (
    <div className="loop-video">
      {poster}
      <video
        ref={ref}
        muted
        loop
        playsInline
        preload="none"
        width={width}
        height={height}
        aria-label={label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {near && sources.map((source) => <source key={source.src} src={source.src} type={source.type} />)}
      </video>
      <button type="button" className="pause-button loop-video-toggle" onClick={toggle}>
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          {playing ? <path d="M3 1h3v12H3zM8 1h3v12H8z" fill="currentColor" /> : <path d="M3 1.5v11l9-5.5z" fill="currentColor" />}
        </svg>
        <span className="visually-hidden">{playing ? 'Pause video' : 'Play video'}</span>
      </button>
    </div>
  );
}
