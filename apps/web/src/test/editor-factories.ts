import {
  type Asset as AssetWire,
  NO_SUMMARIZER_STATE,
  ORIGINAL_THUMBNAIL_STATE,
  type PresentationDetail as PresentationDetailWire,
} from '@folio/shared';
import { camelize } from '../lib/case.ts';
import type { Asset } from '../viewer/types.ts';

/** An asset as the server sends it (snake_case), with overrides. */
export function buildAssetWire(overrides: Partial<AssetWire> = {}): AssetWire {
  return {
    id: 1,
    presentation_id: 12,
    type: 'text',
    title: 'Add a Title',
    description: '',
    position: 0,
    is_hidden: false,
    website: null,
    thumbnail: null,
    contact: null,
    map: null,
    attributes: { height: 310 },
    file: null,
    filename: null,
    number_of_pages: 0,
    converted_files: [],
    page_thumbnails: [],
    page_sizes: [],
    waiting_for_converted_files: false,
    job_status: null,
    uploading: false,
    percentage_upload: 0,
    has_error: false,
    error: null,
    ...NO_SUMMARIZER_STATE,
    ...ORIGINAL_THUMBNAIL_STATE,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** An asset as the web app holds it (camelCase), with wire-format overrides. */
export const buildAsset = (overrides: Partial<AssetWire> = {}): Asset => camelize(buildAssetWire(overrides));

/** GET /api/presentations/{id} as the server sends it, with overrides. */
export function buildPresentationWire(
  overrides: Partial<PresentationDetailWire> = {},
): PresentationDetailWire {
  return {
    id: 12,
    title: 'Ocean View Villa',
    clean_title: 'ocean-view-villa',
    title_is_hidden: false,
    type: 'presentation',
    logo: null,
    background: null,
    background_thumbnail: null,
    background_cropped: null,
    background_meta: null,
    background_video_url: null,
    background_video_poster: null,
    picture: null,
    picture_position: 'left',
    style: 'classic',
    category: '',
    background_color: null,
    unsplash_author: null,
    unsplash_author_link: null,
    background_opacity: 0.6,
    border_color: null,
    opening_msg: '',
    closing_msg: '',
    user_name: 'Ada Lovelace',
    user_name_is_hidden: false,
    created_by_text: '',
    created_by_text_color: null,
    favorite: false,
    archived: false,
    deleted: false,
    template: false,
    starter_template: null,
    company: null,
    folder: null,
    is_webpage: false,
    times_cloned: 0,
    number_of_assets: 0,
    number_of_access: 0,
    number_of_invites: 0,
    number_of_feedback: 0,
    last_access: null,
    share_date: null,
    read: true,
    shared_by: null,
    thumbnail: null,
    user: { id: 1, first_name: 'Ada', last_name: 'Lovelace', picture: null },
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    assets: [],
    ...overrides,
  };
}
