import { Move } from 'lucide-react';
import { type RefObject, useRef } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Spinner } from '../../ui/spinner.tsx';
import type { Adjustment } from './adjustment.ts';
import { FRAMES, keepInFrame, type Size, STAGE, scaled, stageScale, toZoomStep, ZOOM } from './frames.ts';
import { useElementWidth } from './use-element-width.ts';

export const PAN_TITLE = 'Pan image';
export const PAN_TEXT = 'Click and hold to move the image inside the square';

/** A light checkerboard behind the image, so a logo's transparent parts read as transparent. */
const CHECKERBOARD = {
  backgroundColor: '#ffffff',
  backgroundImage: 'repeating-conic-gradient(#e9ecf1 0% 25%, transparent 0% 50%)',
  backgroundSize: '16px 16px',
};

type CropStageProps = {
  /** The decoded image's address; null while it decodes. */
  url: string | null;
  label: string;
  adjustment: Adjustment;
  onAdjust: (change: Partial<Adjustment>) => void;
  /** The cropped area in the image's own pixels, each time it moves. */
  onArea: (area: Area) => void;
  hintId: string;
};

/** The image under its frame: drag, wheel or pinch to zoom, arrow keys when the frame has focus. */
export function CropStage({ url, label, adjustment, onAdjust, onArea, hintId }: CropStageProps) {
  const box = useRef<HTMLDivElement>(null);
  const scale = stageScale(useElementWidth(box));
  const stage = scaled(STAGE, scale);
  const frame = scaled(FRAMES[adjustment.shape], scale);
  const media = useRef<Size | null>(null);
  // The frame's element exists only once the image is measured: keep the library's ref, read it late.
  const frameElement = useRef<RefObject<HTMLDivElement> | null>(null);

  return (
    <div ref={box} className="w-full">
      <div
        className="relative mx-auto overflow-hidden rounded-xl ring-1 ring-mist"
        style={{ width: stage.width, height: stage.height, ...CHECKERBOARD }}
      >
        {url ? (
          <Cropper
            image={url}
            crop={adjustment.crop}
            zoom={adjustment.zoom}
            aspect={frame.width / frame.height}
            cropSize={frame}
            minZoom={ZOOM.min}
            maxZoom={ZOOM.max}
            zoomSpeed={0.5}
            // Zooming below 1 needs the area free to reach past the image; keepInFrame bounds it instead.
            restrictPosition={false}
            objectFit="contain"
            keyboardStep={8}
            onCropChange={(crop) =>
              onAdjust({
                crop: media.current ? keepInFrame(crop, media.current, frame, adjustment.zoom) : crop,
              })
            }
            onZoomChange={(zoom) => onAdjust({ zoom: toZoomStep(zoom), panHint: false })}
            onCropAreaChange={(_, pixels) => onArea(pixels)}
            setMediaSize={(size) => {
              media.current = size;
            }}
            setCropperRef={(ref) => {
              frameElement.current = ref;
            }}
            cropperProps={{
              role: 'group',
              'aria-label': `Position of the ${label}`,
              'aria-describedby': hintId,
            }}
            style={{ cropAreaStyle: { color: 'rgba(31, 42, 54, 0.55)', border: '2px solid #ffffff' } }}
          />
        ) : (
          <div className="grid h-full place-items-center text-theme">
            <Spinner label="Loading image" className="size-6" />
          </div>
        )}
        {url && adjustment.panHint && (
          <button
            type="button"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-ink/55 px-8 text-center text-white"
            onClick={() => {
              onAdjust({ panHint: false });
              frameElement.current?.current?.focus();
            }}
          >
            <Move className="size-7" aria-hidden />
            <span className="text-base font-semibold">{PAN_TITLE}</span>{' '}
            <span className="text-sm">{PAN_TEXT}</span>
          </button>
        )}
      </div>
    </div>
  );
}
