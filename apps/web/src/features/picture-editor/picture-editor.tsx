import { type BackgroundMeta, MEDIA_TEXTS } from '@folio/shared';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { notify } from '../../lib/notify.ts';
import { AdjustStep } from './adjust-step.tsx';
import { type Adjustment, INITIAL_ADJUSTMENT } from './adjustment.ts';
import { avatarFile, cropImage } from './crop-image.ts';
import { PreviewStep } from './preview-step.tsx';
import { useDecodedImage } from './use-decoded-image.ts';

export const UNREADABLE_IMAGE = 'This image could not be read. Please choose another file.';
export const UNRENDERABLE_IMAGE = 'This image could not be edited. Please try again.';

export type PictureEditorProps = {
  file: File;
  /** What is edited, in the dialog's texts: 'picture', 'logo', 'header image'. */
  label: string;
  /** Only a square may be cut (the profile picture); the preview shows it as a round avatar. */
  squareOnly?: boolean;
  /** The edited picture, and the crop: its area in percent of the original and the zoom. */
  onFinish: (edited: File, crop: BackgroundMeta) => void;
  onCancel: () => void;
  /** Refuse a blank result (a header image, a cover picture): a logo may be white on transparent. */
  refuseBlank?: boolean;
};

const percent = (part: number, whole: number) =>
  Math.min(100, Math.max(0, Math.round((part / whole) * 10_000) / 100));

/** The crop as stored with a header image: the area in percent of the original (clipped to it), and the zoom. */
const cropInPercent = (area: Area, image: HTMLImageElement, zoom: number): BackgroundMeta => ({
  x: percent(area.x, image.naturalWidth),
  y: percent(area.y, image.naturalHeight),
  width: percent(area.width, image.naturalWidth),
  height: percent(area.height, image.naturalHeight),
  zoom,
});

type Rendered = { blob: Blob; url: string; crop: BackgroundMeta };

/** The two steps of the picture editor (spec §2, §4): adjust, then preview and finish. */
export function PictureEditor({
  file,
  label,
  squareOnly = false,
  onFinish,
  onCancel,
  refuseBlank = false,
}: PictureEditorProps) {
  const decoded = useDecodedImage(file);
  const [adjustment, setAdjustment] = useState<Adjustment>(INITIAL_ADJUSTMENT);
  const [hasArea, setHasArea] = useState(false);
  const area = useRef<Area | null>(null);
  const [rendering, setRendering] = useState(false);
  const [rendered, setRendered] = useState<Rendered | null>(null);

  const giveUp = useEffectEvent(() => {
    notify.error(UNREADABLE_IMAGE);
    onCancel();
  });
  useEffect(() => {
    if (decoded.status === 'failed') giveUp();
  }, [decoded.status]);
  useEffect(() => () => void (rendered && URL.revokeObjectURL(rendered.url)), [rendered]);

  async function next() {
    if (decoded.status !== 'ready' || !area.current) return;
    setRendering(true);
    try {
      const { blob, blank } = await cropImage(decoded.image, area.current, file.type);
      if (refuseBlank && blank) return notify.error(MEDIA_TEXTS.blankImage);
      const crop = cropInPercent(area.current, decoded.image, adjustment.zoom);
      setRendered({ blob, url: URL.createObjectURL(blob), crop });
    } catch {
      notify.error(UNRENDERABLE_IMAGE);
    } finally {
      setRendering(false);
    }
  }

  if (rendered)
    return (
      <PreviewStep
        url={rendered.url}
        label={label}
        look={squareOnly ? 'avatar' : 'logo'}
        onBack={() => setRendered(null)}
        onFinish={() => onFinish(avatarFile(rendered.blob), rendered.crop)}
      />
    );
  return (
    <AdjustStep
      url={decoded.status === 'ready' ? decoded.url : null}
      label={label}
      squareOnly={squareOnly}
      adjustment={adjustment}
      onAdjust={(change) => setAdjustment((held) => ({ ...held, ...change }))}
      onArea={(pixels) => {
        area.current = pixels;
        setHasArea(true);
      }}
      ready={hasArea}
      rendering={rendering}
      onCancel={onCancel}
      onNext={() => void next()}
    />
  );
}
