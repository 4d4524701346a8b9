import type { Document as DocumentWire } from '@folio/shared';
import { vi } from 'vitest';
import { buildAssetWire } from '../../test/editor-factories.ts';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { type Handler, mockApi, type Reply } from '../../test/fetch-mock.ts';
import { emptyPage, pageOf } from '../presentations/factories.test-utils.ts';

/** A converted two-page document as the server sends it (snake_case), with overrides. */
export function buildDocument(overrides: Partial<DocumentWire> = {}): DocumentWire {
  const id = overrides.id ?? 41;
  const pages = ['a', 'b'].map((n) => `http://localhost/api/files/pages/${id}/page-${n}.jpg`);
  return {
    id,
    title: 'Harbor Brochure',
    clean_title: 'harbor-brochure',
    assets: [
      {
        ...buildAssetWire({
          id: id * 10,
          presentation_id: id,
          type: 'file',
          title: 'Harbor Brochure',
          file: `http://localhost/api/files/uploads/${id}.pdf`,
          filename: 'Harbor Brochure.pdf',
          number_of_pages: 2,
          converted_files: pages,
          page_thumbnails: pages,
          page_sizes: [
            [1240, 1754],
            [1240, 1754],
          ],
          job_status: 'done',
          percentage_upload: 100,
        }),
        percentage: 100,
      },
    ],
    filename: 'Harbor Brochure.pdf',
    percentage: 100,
    uploading: false,
    is_complete: true,
    has_error: false,
    error: null,
    thumbnail: pages[0] ?? null,
    number_of_pages: 2,
    number_of_access: 0,
    number_of_invites: 0,
    number_of_feedback: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A document whose file was just stored and waits for its conversion. */
export function buildConvertingDocument(overrides: Partial<DocumentWire> = {}): DocumentWire {
  const base = buildDocument(overrides.id ? { id: overrides.id } : {});
  const file = base.assets[0]!;
  return {
    ...base,
    percentage: 0,
    uploading: true,
    is_complete: false,
    number_of_pages: 0,
    thumbnail: null,
    assets: [
      {
        ...file,
        converted_files: [],
        page_thumbnails: [],
        page_sizes: [],
        number_of_pages: 0,
        job_status: 'queued',
        uploading: true,
        percentage_upload: overrides.percentage ?? 0,
        percentage: overrides.percentage ?? 0,
      },
    ],
    ...overrides,
  };
}

/**
 * The Documents calls over an in-memory list (newest first, 5 a page, title search), with the user
 * and flags every signed-in page reads. Extra routes win over the built-in ones.
 */
export function fakeDocumentsServer({
  rows = [] as DocumentWire[],
  extra = {} as Record<string, Handler | Reply>,
} = {}) {
  const db = { rows: [...rows] };
  const list: Handler = ({ url }) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const matching = db.rows
      .filter((r) => r.title.toLowerCase().includes(search))
      .sort((a, b) => b.id - a.id);
    const results = matching.slice((page - 1) * 5, page * 5);
    return { body: pageOf(results, { page, more: page * 5 < matching.length, count: matching.length }) };
  };
  const find = (url: URL) => db.rows.find((r) => url.pathname.endsWith(`/document/${r.id}`));
  const routes: Record<string, Handler | Reply> = {
    'GET /api/user': { body: buildUser({ role: 'premium_agent' }) },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: emptyPage },
    'GET /api/document': list,
    'POST /api/document/stats': ({ body }) => ({
      body: {
        results: db.rows
          .filter((r) => (body as { ids: number[] }).ids.includes(r.id))
          .map(({ id, percentage, uploading, is_complete, has_error, thumbnail, number_of_pages }) => ({
            id,
            percentage,
            uploading,
            is_complete,
            has_error,
            thumbnail,
            number_of_pages,
            number_of_access: 0,
            number_of_invites: 0,
            number_of_feedback: 0,
            last_access: null,
          })),
      },
    }),
  };
  for (const row of db.rows) {
    routes[`GET /api/document/${row.id}`] = ({ url }) => {
      const found = find(url);
      return found ? { body: found } : { status: 404, body: { detail: 'Not found.' } };
    };
    routes[`DELETE /api/document/${row.id}`] = () => {
      db.rows = db.rows.filter((r) => r.id !== row.id);
      return { status: 204 };
    };
    routes[`POST /api/document/${row.id}/update`] = ({ body }) => {
      Object.assign(row, { title: (body as { title: string }).title, updated_at: new Date().toISOString() });
      return { body: { ...row } };
    };
  }
  const api = mockApi({ ...routes, ...extra });
  return { api, db };
}

/** Stands in for the browser's WebSocket; the test plays the server's /ws. */
export class FakeWebSocket {
  static made: FakeWebSocket[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  close = vi.fn();
  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }
  static install() {
    FakeWebSocket.made = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
  }
  /** Sends a server message to the tab's socket. */
  static send(message: object) {
    for (const socket of FakeWebSocket.made) socket.onmessage?.({ data: JSON.stringify(message) });
  }
}
