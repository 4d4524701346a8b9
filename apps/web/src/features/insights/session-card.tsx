import { QR_CODE_TEXTS } from '@folio/shared';
import { formatTime } from '../../lib/time.ts';
import { formatSeconds, pageLabel } from './format.ts';
import { SessionAssets } from './session-assets.tsx';
import type { InsightsSession } from './types.ts';

/** Phone, tablet or computer, from the browser's user agent: enough to tell sessions apart. */
export function deviceOf(userAgent: string) {
  if (/iPad|Tablet/i.test(userAgent)) return 'Tablet';
  if (/Mobi|iPhone|Android/i.test(userAgent)) return 'Phone';
  return userAgent ? 'Computer' : 'Unknown device';
}

/** Rows for the time on the cover and on the closing message, each when it has time. */
function OwnSections({ session }: { session: InsightsSession }) {
  const rows = [
    ['Cover', session.coverSeconds],
    ['Closing message', session.closingSeconds],
  ] as const;
  if (!rows.some(([, seconds]) => seconds > 0)) return null;
  return (
    <ul aria-label="Cover and closing message" className="flex flex-col divide-y divide-mist text-sm">
      {rows.map(
        ([label, seconds]) =>
          seconds > 0 && (
            <li key={label} className="flex items-baseline gap-3 py-1.5">
              <span className="min-w-0 flex-1 truncate">{label}</span>
              <span className="shrink-0 tabular-nums">{formatSeconds(seconds)}</span>
            </li>
          ),
      )}
    </ul>
  );
}

/** One viewing session: when, through which link, each asset reached, and files' pages in the order first seen. */
export function SessionCard({ session }: { session: InsightsSession }) {
  // Images are items of their own above; the pages in order are those of files.
  const images = new Set(session.assets.filter((a) => a.type === 'image').map((a) => a.assetId));
  const pages = session.pages.filter((page) => !images.has(page.assetId));
  return (
    <li className="flex flex-col gap-3 rounded-xl p-4 ring-1 ring-mist">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink">{formatTime(session.startedAt)}</p>
        <p className="text-sm tabular-nums text-ink">{formatSeconds(session.totalSeconds)}</p>
      </div>
      <p className="text-xs text-muted">
        {deviceOf(session.userAgent)} · {session.shareLink.name || 'Share link'}
        {session.source === 'qr' && ` · ${QR_CODE_TEXTS.viaQrCode}`}
        {session.videoSeconds > 0 && ` · ${formatSeconds(session.videoSeconds)} of video`}
      </p>
      <OwnSections session={session} />
      <SessionAssets assets={session.assets} />
      {pages.length > 0 ? (
        <ol aria-label="Pages in the order viewed" className="flex flex-col divide-y divide-mist text-sm">
          {pages.map((page, index) => (
            <li key={`${page.assetId}-${page.page}`} className="flex items-baseline gap-3 py-1.5">
              <span className="w-6 shrink-0 text-xs tabular-nums text-muted">{index + 1}.</span>
              <span className="min-w-0 flex-1 truncate">
                {page.assetTitle || 'Untitled'} · {pageLabel(page.page)}
              </span>
              <span className="shrink-0 tabular-nums">{formatSeconds(page.seconds)}</span>
            </li>
          ))}
        </ol>
      ) : (
        session.assets.length === 0 && <p className="text-sm text-muted">No page viewed in this session.</p>
      )}
    </li>
  );
}
