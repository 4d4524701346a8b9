import { ExternalLink, Globe } from 'lucide-react';
import { buttonClass } from '../ui/button.tsx';
import { safeHttpUrl, shownTitle } from './asset-text.ts';
import { RichHtml } from './rich-html.tsx';
import type { Asset } from './types.ts';

/** A website or link: preview image, title, host and an Open button (new tab). */
export function LinkCard({ asset }: { asset: Asset }) {
  const url = safeHttpUrl(asset.website);
  const host = url?.host.replace(/^www\./, '') ?? '';
  const title = shownTitle(asset) || host;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-mist bg-white wide:flex-row">
      {asset.thumbnail ? (
        <img
          src={asset.thumbnail}
          alt=""
          loading="lazy"
          className="aspect-video w-full bg-paper object-cover wide:aspect-auto wide:w-56 wide:shrink-0"
        />
      ) : (
        <div className="grid aspect-[3/1] w-full place-items-center bg-paper text-muted wide:aspect-auto wide:w-56 wide:shrink-0">
          <Globe className="size-8" aria-hidden />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-5">
        <h2 className="text-lg font-semibold break-words text-ink">{title}</h2>
        {host && <p className="truncate text-sm text-muted">{host}</p>}
        <RichHtml html={asset.description} className="text-sm text-ink" />
        {url && (
          <a
            href={url.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open ${title} in a new tab`}
            className={buttonClass('secondary', 'sm', 'mt-2 self-start')}
          >
            Open
            <ExternalLink className="size-4" aria-hidden />
          </a>
        )}
      </div>
    </article>
  );
}
