import { pluralize } from '@folio/shared';
import { ExternalLink, FileText, Globe, Image, LayoutList, Play } from 'lucide-react';
import { formatSeconds } from './format.ts';
import { PageThumb } from './page-thumb.tsx';
import type { InsightsSession } from './types.ts';

type SessionAsset = InsightsSession['assets'][number];

const KIND: Record<string, string> = {
  image: 'Image',
  website: 'Website',
  link: 'Link',
  video: 'Video',
  video_url: 'Video',
  file: 'File',
  text: 'Text',
  form: 'Contact form',
};

const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

function Icon({ asset }: { asset: SessionAsset }) {
  if (asset.thumbnail) return <PageThumb src={asset.thumbnail} />;
  const Glyph =
    asset.type === 'website' || asset.type === 'link'
      ? Globe
      : asset.type === 'video' || asset.type === 'video_url'
        ? Play
        : asset.type === 'image'
          ? Image
          : asset.type === 'file'
            ? FileText
            : LayoutList;
  return (
    <span
      aria-hidden
      className="grid h-10 w-10 shrink-0 place-items-center rounded-md bg-paper text-muted ring-1 ring-mist"
    >
      <Glyph className="size-4" />
    </span>
  );
}

/** What a file's, video's or website's line says under its title. */
function detail(asset: SessionAsset) {
  const parts = [KIND[asset.type] ?? 'Asset'];
  if (asset.type === 'file' && asset.pagesSeen > 0) parts.push(`${pluralize(asset.pagesSeen, 'page')} seen`);
  if (asset.videoSeconds > 0) parts.push(`${formatSeconds(asset.videoSeconds)} played`);
  return parts.join(' · ');
}

/** Every asset the session reached, one item each: which image, which website or link, with its time. */
export function SessionAssets({ assets }: { assets: SessionAsset[] }) {
  if (assets.length === 0) return null;
  return (
    <ul aria-label="Assets viewed" className="flex flex-col gap-2 text-sm">
      {assets.map((asset) => (
        <li key={asset.assetId} className="flex items-center gap-3">
          <Icon asset={asset} />
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="truncate text-ink">{asset.title || 'Untitled'}</span>
            <span className="truncate text-xs text-muted">
              {detail(asset)}
              {asset.website && (
                <>
                  {' · '}
                  <a
                    href={asset.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 rounded-sm text-theme hover:underline"
                  >
                    {hostOf(asset.website)}
                    <ExternalLink className="size-3" aria-hidden />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </>
              )}
            </span>
          </div>
          <span className="shrink-0 tabular-nums">{formatSeconds(asset.seconds)}</span>
        </li>
      ))}
    </ul>
  );
}
