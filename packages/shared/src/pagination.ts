import { z } from 'zod';

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});

/** A paged list that can be searched (folders, contacts). */
export const searchPageQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
});

/** The list shape of the API contract: { count, next, previous, results }. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
