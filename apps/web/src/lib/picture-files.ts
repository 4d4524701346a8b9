/** Picture types the profile accepts (spec §5). */
export const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp'] as const;
export const PICTURE_ACCEPT = '.jpg,.jpeg,.png,.bmp,image/jpeg,image/png,image/bmp';
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

export const isAcceptedPicture = (file: File) => {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (PICTURE_EXTENSIONS as readonly string[]).includes(extension);
};
