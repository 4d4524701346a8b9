import type { FeatureFlags, User } from '@folio/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { notify } from '../../lib/notify.ts';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { type Handler, mockApi, type Reply } from '../../test/fetch-mock.ts';
import type { SharedItem, ShareLinkWire } from './types.ts';

/** A share link as the server sends it (snake_case), with overrides. */
export function buildShareLink(overrides: Partial<ShareLinkWire> = {}): ShareLinkWire {
  const hash = overrides.hash ?? 'a'.repeat(40);
  return {
    id: 31,
    share_link: `http://localhost/c/p/${hash}`,
    hash,
    presentation_id: 11,
    name: 'For the Smiths',
    is_public: false,
    is_indexable: false,
    submitted_to_gallery: false,
    disabled: false,
    archived: false,
    activity_email_updates: true,
    require_email: false,
    require_email_message: '',
    require_phone_number: false,
    require_phone_number_message: '',
    forward_tracking: false,
    prevent_download: false,
    prevent_feedback: false,
    prevent_printing: false,
    password_protect: false,
    verify_email: false,
    allow_list: [],
    block_list: [],
    watermark: false,
    watermark_opacity: 20,
    email: null,
    title: '',
    subject: '',
    message: '',
    has_auto_reminder: false,
    days_until_next_reminder: null,
    reminder_interval: null,
    forwarded_from_link_id: null,
    expires_at: null,
    expires_days_after_first_view: null,
    max_views: null,
    max_viewers: null,
    first_viewed_at: null,
    views_used: 0,
    viewers_used: 0,
    author: { first_name: 'Ada', last_name: 'Agent', picture: null },
    created_at: '2026-01-05T10:00:00Z',
    updated_at: '2026-01-05T10:00:00Z',
    ...overrides,
  };
}

export const sharedItem = (overrides: Partial<SharedItem> = {}): SharedItem => ({
  id: 11,
  title: 'Ocean View Villa',
  type: 'presentation',
  background: null,
  backgroundColor: '#1d6fa5',
  backgroundThumbnail: null,
  ...overrides,
});

type Setup = {
  user?: User;
  flags?: Partial<FeatureFlags>;
  routes?: Record<string, Handler | Reply>;
  /** Whether the browser offers a rich clipboard (ClipboardItem and clipboard.write). */
  richClipboard?: boolean;
};

/** Renders a sharing dialog with a premium user, the default flags and the given API routes. */
export function renderSharing(ui: ReactNode, setup: Setup = {}) {
  const api = mockApi({
    'GET /api/user': { body: setup.user ?? buildUser({ role: 'premium_agent' }) },
    'GET /api/feature-flags': { body: buildFlags(setup.flags) },
    ...setup.routes,
  });
  const user = userEvent.setup();
  // After userEvent.setup(), which installs its own clipboard.
  const clipboard = {
    writeText: vi.fn(async (_text: string) => undefined),
    write: vi.fn(async (_items: unknown[]) => undefined),
  };
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });
  if (setup.richClipboard === false) vi.stubGlobal('ClipboardItem', undefined);
  else
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(readonly items: Record<string, Blob>) {}
      },
    );
  const toasts = { success: vi.spyOn(notify, 'success'), error: vi.spyOn(notify, 'error') };
  const view = render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
  return { ...view, api, user, clipboard, toasts };
}
