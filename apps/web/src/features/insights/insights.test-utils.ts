import type {
  ActivityItem,
  InsightsViewer,
  PresentationInsights,
  ViewDuration,
  ViewerInsights,
} from '@folio/shared';
import { pageOf } from '../presentations/factories.test-utils.ts';

export const VIEWER_KEY = 'a'.repeat(32);
export const ANONYMOUS_KEY = 'b'.repeat(32);

const presentation = { id: 1, title: 'Harbour loft', type: 'presentation' as const };
const link = { id: 3, name: 'Grace', hash: 'c'.repeat(40), is_public: false };

/** Dana's forward to Alan, in a viewer row and on the viewer's page. */
const forward = {
  id: 5,
  name: 'Alan Turing',
  email: 'alan@example.com',
  created_at: '2026-03-02T17:06:00Z',
  forward_link_id: null,
};

export const buildViewer = (overrides: Partial<InsightsViewer> = {}): InsightsViewer => ({
  key: VIEWER_KEY,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: null,
  verified: false,
  share_links: [link],
  sessions: 2,
  first_view: '2026-03-01T17:00:00Z',
  last_view: '2026-03-02T17:05:00Z',
  total_seconds: 125,
  assets_reached: 2,
  completed: true,
  feedback_count: 1,
  forwarded_to: [forward],
  ...overrides,
});

/** GET /api/presentation-insights/1 as the server sends it. */
export const buildInsights = (overrides: Partial<PresentationInsights> = {}): PresentationInsights => ({
  presentation: { ...presentation, share_date: '2026-03-01T16:00:00Z' },
  views: 3,
  unique_viewers: 2,
  total_seconds: 187,
  average_seconds: 62,
  completed_viewers: 1,
  completion_percent: 50,
  cover_seconds: 7,
  closing_seconds: 4,
  feedback_count: 1,
  forwards_count: 1,
  first_view: '2026-03-01T17:00:00Z',
  last_view: '2026-03-02T17:05:00Z',
  assets: [
    {
      id: 10,
      title: 'Floor plan',
      type: 'file',
      position: 0,
      is_hidden: false,
      number_of_pages: 2,
      views: 3,
      viewers: 2,
      seconds: 150,
      video_seconds: 0,
      thumbnail: '/api/files/thumbs/floor-1.jpg',
      website: null,
      pages: [
        { page: 0, views: 3, viewers: 2, seconds: 90, thumbnail: '/api/files/thumbs/floor-1.jpg' },
        { page: 1, views: 2, viewers: 1, seconds: 60, thumbnail: '/api/files/thumbs/floor-2.jpg' },
      ],
    },
    {
      id: 11,
      title: 'Street view',
      type: 'website',
      position: 1,
      is_hidden: false,
      number_of_pages: 0,
      views: 1,
      viewers: 1,
      seconds: 30,
      video_seconds: 0,
      thumbnail: null,
      website: 'https://maps.example.com/harbour-loft',
      pages: [],
    },
  ],
  views_over_time: [
    { date: '2026-03-01', views: 1, unique_viewers: 1 },
    { date: '2026-03-03', views: 2, unique_viewers: 2 },
  ],
  viewers: pageOf([
    buildViewer(),
    buildViewer({
      key: ANONYMOUS_KEY,
      name: null,
      email: null,
      phone: null,
      sessions: 1,
      total_seconds: 62,
      completed: false,
      assets_reached: 1,
      feedback_count: 0,
      forwarded_to: [],
    }),
  ]),
  ...overrides,
});

/** GET /api/presentation-insights/1/user/{key}. */
export const buildViewerInsights = (overrides: Partial<ViewerInsights> = {}): ViewerInsights => ({
  presentation,
  viewer: buildViewer(),
  sessions: [
    {
      id: 40,
      share_link: link,
      started_at: '2026-03-02T17:00:00Z',
      last_seen_at: '2026-03-02T17:05:00Z',
      total_seconds: 95,
      video_seconds: 0,
      source: null,
      user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
      cover_seconds: 5,
      closing_seconds: 3,
      pages: [
        {
          asset_id: 10,
          asset_title: 'Floor plan',
          page: 0,
          first_seen_at: '2026-03-02T17:00:10Z',
          seconds: 60,
        },
        {
          asset_id: 10,
          asset_title: 'Floor plan',
          page: 1,
          first_seen_at: '2026-03-02T17:01:10Z',
          seconds: 30,
        },
      ],
      assets: [
        {
          asset_id: 10,
          title: 'Floor plan',
          type: 'file',
          seconds: 90,
          video_seconds: 0,
          pages_seen: 2,
          thumbnail: '/api/files/thumbs/floor-1.jpg',
          website: null,
        },
      ],
    },
  ],
  feedback: [
    {
      id: 8,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      comment: 'Lovely view',
      emoji: 'love',
      created_at: '2026-03-02T17:04:00Z',
    },
  ],
  forwards: [forward],
  ...overrides,
});

export const buildDuration = (overrides: Partial<ViewDuration> = {}): ViewDuration => ({
  presentation: { ...presentation, share_date: '2026-03-01T16:00:00Z' },
  views: 3,
  unique_viewers: 2,
  total_seconds: 187,
  average_seconds: 62,
  last_view: '2026-03-02T17:05:00Z',
  insights_locked: false,
  ...overrides,
});

export const buildActivity = (overrides: Partial<ActivityItem> = {}): ActivityItem => ({
  type: 'view',
  id: 'view-40',
  created_at: '2026-03-02T17:00:00Z',
  presentation,
  viewer: { key: VIEWER_KEY, name: 'Grace Hopper', email: 'grace@example.com', phone: null },
  session_id: 40,
  total_seconds: 95,
  comment: null,
  emoji: null,
  forwarded_to: null,
  ...overrides,
});
