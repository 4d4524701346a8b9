import { z } from 'zod';
import { VALIDATION } from './validation-texts.ts';

const PAGE_MAX = 100_000;

/** The `page` query number of every list: 1 by default, a whole number from 1 on. */
export const pageParam = (max = PAGE_MAX) =>
  z.coerce
    .number({ error: VALIDATION.invalidPage })
    .int(VALIDATION.invalidPage)
    .min(1, VALIDATION.invalidPage)
    .max(max, VALIDATION.invalidPage)
    .default(1);

/** The `page_size` query number: a whole number from 1 to the list's maximum. */
export const pageSizeParam = (max: number) =>
  z.coerce
    .number({ error: VALIDATION.invalidPageSize(max) })
    .int(VALIDATION.invalidPageSize(max))
    .min(1, VALIDATION.invalidPageSize(max))
    .max(max, VALIDATION.invalidPageSize(max));

export const pageQuerySchema = z.object({
  page: pageParam(),
  page_size: pageSizeParam(100).optional(),
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
