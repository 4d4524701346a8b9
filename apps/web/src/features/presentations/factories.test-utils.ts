import type { Contact, Folder, Page, Presentation } from '@folio/shared';

/** A presentation as the list sends it (snake_case), with overrides. */
export function buildPresentation(overrides: Partial<Presentation> = {}): Presentation {
  const id = overrides.id ?? 11;
  return {
    id,
    title: `Ocean View Villa ${id}`,
    clean_title: `ocean-view-villa-${id}`,
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
    background_color: '#1d6fa5',
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
    number_of_assets: 3,
    number_of_access: 12,
    number_of_invites: 2,
    number_of_feedback: 1,
    last_access: null,
    share_date: null,
    read: true,
    shared_by: null,
    thumbnail: null,
    user: { id: 1, first_name: 'Ada', last_name: 'Lovelace', picture: null },
    created_at: '2026-01-05T10:00:00Z',
    updated_at: '2026-01-06T10:00:00Z',
    ...overrides,
  };
}

/** A page of the list contract; `next` points at page + 1 when `more` is set. */
export function pageOf<T>(
  results: T[],
  { page = 1, more = false, count }: { page?: number; more?: boolean; count?: number } = {},
): Page<T> {
  return {
    count: count ?? results.length,
    next: more ? `http://localhost/api/list?page=${page + 1}&page_size=5` : null,
    previous: page > 1 ? `http://localhost/api/list?page=${page - 1}&page_size=5` : null,
    results,
  };
}

export const emptyPage = pageOf([]);

export const buildFolder = (overrides: Partial<Folder> = {}): Folder => ({
  id: 4,
  name: 'Waterfront',
  number_of_presentations: 2,
  created_at: '2026-01-02T10:00:00Z',
  ...overrides,
});

export const buildContact = (overrides: Partial<Contact> = {}): Contact => ({
  id: 9,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  note: 'Looking for a loft',
  created_at: '2026-01-02T10:00:00Z',
  ...overrides,
});
