import { QR_CODE_FORMATS, QR_CODE_TEXTS } from '@folio/shared';
import { QrCode } from 'lucide-react';
import { buttonClass } from '../../ui/button.tsx';

/** The link's QR code as print-ready PNG and SVG files (the browser downloads them; open to every plan). */
export function QrCodeLinks({ presentationId, linkId }: { presentationId: number; linkId: number }) {
  return (
    <section aria-label={QR_CODE_TEXTS.title} className="flex flex-col gap-2">
      <p className="text-xs text-muted">{QR_CODE_TEXTS.hint}</p>
      <div className="flex flex-wrap gap-2">
        {QR_CODE_FORMATS.map((format) => (
          <a
            key={format}
            href={`/api/presentations/${presentationId}/share-links/${linkId}/qr-code?format=${format}`}
            download
            className={buttonClass('secondary', 'sm')}
          >
            <QrCode className="size-4" aria-hidden />
            {format === 'png' ? QR_CODE_TEXTS.downloadPng : QR_CODE_TEXTS.downloadSvg}
          </a>
        ))}
      </div>
    </section>
  );
}
