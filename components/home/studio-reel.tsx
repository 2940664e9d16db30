import { Img } from '@/components/ui/img';
import type { HomeContent } from '@/content/pages';
import { LoopVideo } from './loop-video';

const reel = {
  sources: [
    { src: '/media/video/studio-loop.webm', type: 'video/webm' },
    { src: '/media/video/studio-loop.mp4', type: 'video/mp4' },
  ],
  width: 1280,
  height: 720,
};

export function StudioReel({ video }: { video: HomeContent['video'] }) {
  return (
    <section className="section" aria-labelledby="reel-title">
      <div className="container">
        <h2 id="reel-title">{video.heading}</h2>
        <p className="lead">{video.caption}</p>
        <LoopVideo
          {...reel}
          label={video.caption}
          poster={
            <Img
              src="/media/video/studio-loop-poster.webp"
              width={reel.width}
              height={reel.height}
              sizes="(max-width: 1360px) 100vw, 1280px"
              alt=""
              className="loop-video-poster"
            />
          }
        />
      </div>
    </section>
  );
}
