/** How long a video may take to show its first frame before the upload goes on without a poster. */
const FIRST_FRAME_TIMEOUT_MS = 10_000;
const POSTER_MAX_WIDTH = 1600;

/**
 * The first frame of a video file as a JPEG, drawn by the browser (the server has no video decoder): the
 * poster recipients see before the video plays, or instead of it on metered data. Null when it cannot be
 * drawn (a codec this browser lacks).
 */
export async function posterFrame(file: Blob): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  try {
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    const ready = new Promise<boolean>((resolve) => {
      video.addEventListener('loadeddata', () => resolve(true), { once: true });
      video.addEventListener('error', () => resolve(false), { once: true });
      setTimeout(() => resolve(false), FIRST_FRAME_TIMEOUT_MS);
    });
    video.src = url;
    if (!(await ready) || !video.videoWidth) return null;
    const scale = Math.min(1, POSTER_MAX_WIDTH / video.videoWidth);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
  } catch {
    return null;
  } finally {
    video.removeAttribute('src');
    URL.revokeObjectURL(url);
  }
}
