import type {
  Page,
  PresentationDetail as PresentationDetailWire,
  PresentationTab,
  Presentation as PresentationWire,
  presentationStatsSchema,
} from '@folio/shared';
import type { InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Camelize } from '../../lib/api.ts';

export type Presentation = Camelize<PresentationWire>;
export type PresentationDetail = Camelize<PresentationDetailWire>;
export type PresentationStats = Camelize<z.infer<typeof presentationStatsSchema>>;
export type PresentationPage = Camelize<Page<PresentationWire>>;

/** The cached pages of one list: page 1 first, later pages after it. */
export type ListData = InfiniteData<PresentationPage, unknown>;

/** Which list a cache entry holds: a tab, a folder of the folders tab, a search term. */
export type ListScope = { tab: PresentationTab; folder: number | null; search: string };
