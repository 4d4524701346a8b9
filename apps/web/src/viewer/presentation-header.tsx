import { cn } from '../ui/cn.ts';
import { headerStyle } from './header-style.ts';
import type { ViewerPresentation } from './types.ts';

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

/** The cover: background image under its gradient (or the colour), logo, title, sender and created-by text. */
export function PresentationHeader({ presentation: p }: { presentation: ViewerPresentation }) {
  const { style, lightText } = headerStyle(p);
  const showTitle = !p.titleIsHidden && p.title.trim() !== '';
  const showName = !p.userNameIsHidden && p.userName.trim() !== '';
  return (
    <header
      data-testid="presentation-header"
      data-part="cover"
      style={style}
      className={cn(
        'flex min-h-56 flex-col justify-end gap-4 px-5 py-8 wide:min-h-72 wide:px-10 wide:py-12',
        lightText ? 'text-white' : 'text-ink',
      )}
    >
      {p.logo && (
        <img
          src={p.logo}
          alt="Logo"
          className="mb-auto h-14 w-auto max-w-48 self-start rounded-lg bg-white/90 object-contain p-2 wide:h-16"
        />
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
