import { extensionOf, FILE_EXTENSIONS } from '@folio/shared';

/** The pictures the picker takes (spec §5: the image types, and heic in the picker). */
export const PICKER_IMAGE_EXTENSIONS: readonly string[] = FILE_EXTENSIONS.image;

/** The accept attribute of the picker's file input; image/* lets phones offer their photo library. */
export const PICKER_ACCEPT = ['image/*', ...PICKER_IMAGE_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

export const isPickerImage = (filename: string) => PICKER_IMAGE_EXTENSIONS.includes(extensionOf(filename));
