import { z } from 'zod';

export const announcementSchema = z.object({
  id: z.number().int(),
  is_active: z.boolean(),
  title: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  cta_url: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;
