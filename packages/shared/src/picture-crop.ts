import { z } from 'zod';

const percent = z.number().min(0).max(100);

/** The picture editor's crop: an area in percent of the original picture, and the zoom. */
export const pictureCropSchema = z.object({
  x: percent,
  y: percent,
  width: percent,
  height: percent,
  zoom: z.number().min(0.1).max(2.5),
});
