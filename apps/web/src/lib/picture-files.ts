/** Picture types the profile accepts (spec §5). */
export const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp'] as const;
export const PICTURE_ACCEPT = '.jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp';
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

export const isAcceptedPicture = (file: File) => {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (PICTURE_EXTENSIONS as readonly string[]).includes(extension);
};

/** Crops the centre square of an image file and returns it as a JPEG of at most `size` pixels a side. */
export async function squarePicture(file: File, size = 512): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const out = Math.min(side, size);
  const canvas = document.createElement('canvas');
  canvas.width = out;
  canvas.height = out;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    out,
    out,
  );
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('The picture could not be encoded');
  return new File([blob], 'picture.jpg', { type: 'image/jpeg' });
}
