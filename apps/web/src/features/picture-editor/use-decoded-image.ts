import { useEffect, useState } from 'react';

export type DecodedImage =
  | { status: 'loading' }
  | { status: 'ready'; url: string; image: HTMLImageElement }
  | { status: 'failed' };

/** Reads a chosen file as an image, fully decoded before it is shown; 'failed' when it is not one. */
export function useDecodedImage(file: File): DecodedImage {
  const [decoded, setDecoded] = useState<DecodedImage>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.src = url;
    setDecoded({ status: 'loading' });
    image.decode().then(
      () =>
        current &&
        setDecoded(image.naturalWidth > 0 ? { status: 'ready', url, image } : { status: 'failed' }),
      () => current && setDecoded({ status: 'failed' }),
    );
    return () => {
      current = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return decoded;
}
