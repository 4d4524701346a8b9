import { Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '../ui/cn.ts';

type Connection = { saveData?: boolean; type?: string; effectiveType?: string };

/**
 * Whether the visitor pays for data or asked to save it: on cellular (Android tells), with Save-Data, or
 * on a slow link. Such a visitor gets the poster and a play button, never an autoplaying video.
 */
export function onMeteredData(nav: Navigator = navigator) {
  const connection = (nav as Navigator & { connection?: Connection }).connection;
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.type === 'cellular' ||
    ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '')
  );
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The cover's header video: muted, looping, inline on phones, behind the header's gradient. It plays by
 * itself except on metered data or with reduced motion, where the poster shows with a play button.
 */
export function HeaderVideo({
  src,
  poster,
  gradient,
}: {
  src: string;
  poster: string | null;
  gradient: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [autoplay] = useState(() => !onMeteredData() && !prefersReducedMotion());
  const [playing, setPlaying] = useState(autoplay);

  function toggle() {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  }

  return (
    <>
      <video
        ref={video}
        data-testid="header-video"
        className="pointer-events-none absolute inset-0 -z-10 size-full object-cover"
        src={src}
        poster={poster ?? undefined}
        muted
        loop
        playsInline
        autoPlay={autoplay}
        preload={autoplay ? 'auto' : 'none'}
        aria-hidden
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      <div aria-hidden className="absolute inset-0 -z-10" style={{ backgroundImage: gradient }} />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? 'Pause header video' : 'Play header video'}
        className={cn(
          'absolute top-3 right-3 flex h-9 items-center justify-center gap-2 rounded-full bg-black/50 text-sm font-semibold text-white',
          'hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white',
          playing ? 'w-9' : 'px-4',
        )}
      >
        {playing ? (
          <Pause className="size-4" aria-hidden />
        ) : (
          <>
            <Play className="size-4" aria-hidden />
            <span aria-hidden>Play video</span>
          </>
        )}
      </button>
    </>
  );
}
