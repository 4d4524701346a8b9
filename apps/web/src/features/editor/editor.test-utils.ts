import type { Asset as AssetWire, PresentationDetail as PresentationDetailWire } from '@folio/shared';
import { buildAssetWire, buildPresentationWire } from '../../test/editor-factories.ts';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { type Handler, mockApi, type Reply } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import '../../test/prosemirror-dom.ts';

const emptyPage = { count: 0, next: null, previous: null, results: [] };

/** Opens the editor (or another path) of presentation 12 against a stand-in server. */
export function openEditor(
  presentation: Partial<PresentationDetailWire> = {},
  extra: Record<string, Reply | Handler> = {},
  path = '/presentations/edit/12',
) {
  const api = mockApi({
    'GET /api/user': { body: buildUser() },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: emptyPage },
    'GET /api/presentations/12': { body: buildPresentationWire(presentation) },
    'GET /api/clipboard': { body: emptyPage },
    ...extra,
  });
  return { api, app: renderApp(path) };
}

/** The server's answer to POST assets: the created asset with the fields sent. */
export const created =
  (id: number, fields: Partial<AssetWire> = {}) =>
  ({ body }: { body: unknown }): Reply => ({
    status: 201,
    body: buildAssetWire({
      id,
      ...(body as Partial<AssetWire>),
      updated_at: '2026-03-01T12:00:00.000Z',
      ...fields,
    }),
  });
