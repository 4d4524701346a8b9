import type { Folder as FolderWire, Page } from '@folio/shared';
import type { InfiniteData } from '@tanstack/react-query';
import type { Camelize } from '../../lib/api.ts';

export type Folder = Camelize<FolderWire>;
export type FolderPage = Camelize<Page<FolderWire>>;
export type FolderListData = InfiniteData<FolderPage, number>;
