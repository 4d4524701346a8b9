import type { DocumentStats as DocumentStatsWire, Document as DocumentWire, Page } from '@folio/shared';
import type { InfiniteData } from '@tanstack/react-query';
import type { Camelize } from '../../lib/api.ts';

export type { DocumentWire };

/** A single-file document as the web app holds it (camelCase). */
export type FolioDocument = Camelize<DocumentWire>;
export type DocumentFile = FolioDocument['assets'][number];
export type DocumentStats = Camelize<DocumentStatsWire>;
export type DocumentPage = Camelize<Page<DocumentWire>>;

/** The cached pages of the list for one search term. */
export type DocumentListData = InfiniteData<DocumentPage, unknown>;
