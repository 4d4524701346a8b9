import { z } from 'zod';

/** Asks for a signed direct upload of one file. */
export const uploadSignSchema = z.object({
  filename: z.string().trim().min(1, 'This field may not be blank.').max(255, 'This file name is too long.'),
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  content_type: z.string().max(255).optional(),
});
export type UploadSign = z.infer<typeof uploadSignSchema>;

/** Where and how the browser posts the file: a multipart form of `fields`, then the file as `file`. */
export const uploadTicketSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;
