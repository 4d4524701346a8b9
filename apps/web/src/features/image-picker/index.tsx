import { lazy, Suspense } from 'react';
import { Dialog } from '../../ui/dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { ImagePickerProps } from './image-picker.tsx';

export type { PickedImage } from './types.ts';

// The picker, its library and the provider glue load when the picker first opens, never with a page.
const ImagePickerNow = lazy(() => import('./image-picker.tsx').then((m) => ({ default: m.ImagePicker })));

/** The image picker dialog (spec §2): a picture from the device, Dropbox, Box, Google Drive, Unsplash, Facebook or the default logo. */
export function ImagePickerDialog(props: ImagePickerProps) {
  if (!props.open) return null;
  return (
    <Suspense
      fallback={
        <Dialog open onOpenChange={props.onOpenChange} title="Choose an image">
          <div className="grid h-40 place-items-center text-theme">
            <Spinner label="Loading the image picker" className="size-6" />
          </div>
        </Dialog>
      }
    >
      <ImagePickerNow {...props} />
    </Suspense>
  );
}
