import { lazy, Suspense } from 'react';
import { cn } from '../ui/cn.ts';
import { headerGradient, headerStyle } from './header-style.ts';
import type { ViewerPresentation } from './types.ts';

// Only covers with a header video load its player.
const HeaderVideo = lazy(() => import('./header-video.tsx').then((m) => ({ default: m.HeaderVideo })));

const PICTURE_PLACE = { left: 'self-start', center: 'self-center', right: 'self-end' } as const;

const UNSPLASH = 'https://unsplash.com/?utm_source=folio&utm_medium=referral';

/** Unsplash's attribution, required with its photos: the photographer and Unsplash, both linked. */
function UnsplashCredit({ name, link }: { name: string; link: string | null }) {
  const author = link?.startsWith('https://unsplash.com/') ? link : null;
  return (
    <p className="self-end text-xs opacity-80">
      Photo by{' '}
      {author ? (
        <a href={author} target="_blank" rel="noopener noreferrer" className="underline">
          {name}
        </a>
      ) : (
        name
      )}{' '}
      on{' '}
      <a href={UNSPLASH} target="_blank" rel="noopener noreferrer" className="underline">
        Unsplash
      </a>
    </p>
  );
}

/**
 * The cover: the header video or image under its gradient (or the colour), logo, picture, category, title,
 * sender and created-by text, at the bottom left (classic) or centred.
 */
export function PresentationHeader({ presentation: p }: { presentation: ViewerPresentation }) {
  const video = p.backgroundVideoUrl;
  // Until the video draws, its poster (else the header image) is the header's picture.
  const { style, lightText } = headerStyle(
    video && p.backgroundVideoPoster ? { ...p, backgroundCropped: p.backgroundVideoPoster } : p,
  );
  const centered = p.style === 'centered';
  const showTitle = !p.titleIsHidden && p.title.trim() !== '';
  const showName = !p.userNameIsHidden && p.userName.trim() !== '';
  return (
    <header
      data-testid="presentation-header"
      data-part="cover"
      style={style}
      className={cn(
        'relative isolate flex min-h-56 flex-col gap-4 overflow-hidden px-5 py-8 wide:min-h-72 wide:px-10 wide:py-12',
        centered ? 'items-center justify-center text-center' : 'justify-end',
        lightText || video ? 'text-white' : 'text-ink',
      )}
    >
      {video && (
        <Suspense fallback={null}>
          <HeaderVideo
            src={video}
            poster={p.backgroundVideoPoster}
            gradient={headerGradient(p.backgroundOpacity)}
          />
        </Suspense>
      )}
      {p.logo && (
        <img
          src={p.logo}
          alt="Logo"
          className={cn(
            'h-14 w-auto max-w-48 rounded-lg bg-white/90 object-contain p-2 wide:h-16',
            centered ? 'self-center' : 'mb-auto self-start',
          )}
        />
      )}
      {p.picture && (
        <img
          src={p.picture}
          alt=""
          data-testid="cover-picture"
          className={cn(
            'size-24 rounded-full object-cover ring-4 ring-white/80 wide:size-28',
            PICTURE_PLACE[p.picturePosition],
          )}
        />
      )}
      {p.category && (
        <p
          className={cn(
            'rounded-full bg-black/25 px-3 py-1 text-xs font-semibold tracking-wide uppercase',
            centered ? 'self-center' : 'self-start',
          )}
        >
          {p.category}
        </p>
      )}
      {showTitle && (
        <h1 className="text-3xl leading-tight font-bold tracking-tight break-words wide:text-5xl">
          {p.title}
        </h1>
      )}
      {(showName || p.createdByText) && (
        <div className="flex flex-col gap-1">
          {showName && <p className="text-lg font-semibold">{p.userName}</p>}
          {p.createdByText && (
            <p
              className="break-words"
              style={p.createdByTextColor ? { color: p.createdByTextColor } : undefined}
            >
              {p.createdByText}
            </p>
          )}
        </div>
      )}
      {p.background && p.unsplashAuthor && (
        <UnsplashCredit name={p.unsplashAuthor} link={p.unsplashAuthorLink} />
      )}
    </header>
  );
}
