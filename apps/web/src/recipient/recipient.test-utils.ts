import type { ClientAssetWire, ClientPresentationWire, ClientViewWire, GateWire } from './types.ts';

type BrandingWire = ClientPresentationWire['user'];

export const HASH = 'a'.repeat(40);

export const buildBranding = (overrides: Partial<BrandingWire> = {}): BrandingWire => ({
  first_name: 'Ada',
  last_name: 'Agent',
  picture: null,
  show_white_label: false,
  logo: null,
  primary_color: null,
  hide_header: false,
  ...overrides,
});

export const buildClientAsset = (overrides: Partial<ClientAssetWire> = {}): ClientAssetWire => ({
  id: 31,
  type: 'text',
  title: 'Welcome',
  description: '<p>Three bedrooms by the park.</p>',
  position: 0,
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
  ...overrides,
});

/** A PDF with two converted pages. */
export const buildFileAsset = (overrides: Partial<ClientAssetWire> = {}) =>
  buildClientAsset({
    id: 32,
    type: 'file',
    title: 'Brochure',
    description: '',
    position: 1,
    file: '/files/brochure.pdf',
    filename: 'brochure.pdf',
    number_of_pages: 2,
    converted_files: ['/pages/1.jpg', '/pages/2.jpg'],
    page_thumbnails: [],
    page_sizes: [[1275, 1650]],
    ...overrides,
  });

export const buildClientPresentation = (
  overrides: Partial<ClientPresentationWire> = {},
): ClientPresentationWire => ({
  title: 'Maple Street',
  clean_title: 'maple-street',
  type: 'presentation',
  is_indexable: false,
  user: buildBranding(),
  title_is_hidden: false,
  opening_msg: '',
  closing_msg: '',
  background: null,
  background_thumbnail: null,
  background_video_url: null,
  background_video_poster: null,
  picture: null,
  picture_position: 'left',
  style: 'classic',
  category: '',
  background_color: '#34495e',
  border_color: null,
  background_opacity: 0.6,
  logo: null,
  user_name: 'Ada Agent',
  created_by_text: '',
  created_by_text_color: null,
  unsplash_author: null,
  unsplash_author_link: null,
  prevent_download: false,
  prevent_feedback: false,
  prevent_printing: false,
  disable_forwarding: false,
  agent: {
    name: 'Ada Agent',
    picture: null,
    company: 'Harbor Realty',
    phone: '+1 (555) 010-0200',
    email: 'ada@example.com',
  },
  recipient: null,
  assets: [buildClientAsset(), buildFileAsset()],
  ...overrides,
});

export const buildGate = (overrides: Partial<GateWire> = {}): GateWire => ({
  require_email: false,
  require_email_message: '',
  require_phone_number: false,
  require_phone_number_message: '',
  password: false,
  verify_email: false,
  verified_email: null,
  agreement: null,
  ...overrides,
});

/** The answer while a gate is pending: the title and branding only. */
export const gatedView = (gate: Partial<GateWire>): ClientViewWire => {
  const { title, clean_title, type, is_indexable, user } = buildClientPresentation();
  return {
    gate: buildGate(gate),
    presentation: { title, clean_title, type, is_indexable, user },
    view_token: null,
  };
};

export const openView = (
  overrides: Partial<ClientPresentationWire> = {},
  viewToken = 'vt-1',
): ClientViewWire => ({
  gate: null,
  presentation: buildClientPresentation(overrides),
  view_token: viewToken,
});
