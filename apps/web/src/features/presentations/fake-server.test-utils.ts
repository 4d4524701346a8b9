import type { Folder, Presentation } from '@folio/shared';
import { vi } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { type Handler, mockApi, type Reply } from '../../test/fetch-mock.ts';
import { buildPresentation, emptyPage, pageOf } from './factories.test-utils.ts';

type Row = Presentation;

/** Which rows a tab shows, as the server's repository decides (newest first). */
function inTab(row: Row, tab: string, folder: number | null) {
  if (row.deleted) return false;
  switch (tab) {
    case 'favorites':
      return row.favorite && !row.archived;
    case 'archived':
      return row.archived;
    case 'folders':
      return !row.archived && (folder ? row.folder?.id === folder : row.folder !== null);
    case 'received':
    case 'templates':
      return false;
    default:
      return !row.archived && !row.template;
  }
}

/**
 * A small stand-in for the presentations API over an in-memory list, speaking its wire format, so
 * that screens can be driven end to end in jsdom. Extra routes win over the built-in ones.
 */
export function fakeServer({
  rows = [] as Row[],
  folders = [] as Folder[],
  user = buildUser({ role: 'premium_agent' }),
  extra = {} as Record<string, Handler | Reply>,
} = {}) {
  const db = {
    rows: [...rows],
    folders: [...folders],
    listQueries: [] as Record<string, string>[],
    starters: false,
  };
  const update = (id: number, patch: Partial<Row>) => {
    const row = db.rows.find((r) => r.id === id);
    if (!row) return { status: 404, body: { detail: 'Not found.' } };
    Object.assign(row, patch);
    return { body: { ...row } };
  };
  const list: Handler = ({ url }) => {
    const q = url.searchParams;
    db.listQueries.push(Object.fromEntries(q));
    const page = Number(q.get('page') ?? 1);
    const size = Number(q.get('page_size') ?? 5);
    const search = (q.get('search') ?? '').toLowerCase();
    const matching = db.rows
      .filter((r) => inTab(r, q.get('tab') ?? 'mine', Number(q.get('folder')) || null))
      .filter((r) => r.title.toLowerCase().includes(search))
      .sort((a, b) => b.id - a.id);
    const results = matching.slice((page - 1) * size, page * size);
    return { body: pageOf(results, { page, more: page * size < matching.length, count: matching.length }) };
  };
  const perId = Object.fromEntries(
    db.rows.flatMap((row): [string, Handler][] => {
      const at = `/api/presentations/${row.id}`;
      const set = (patch: Partial<Row>) => () => update(row.id, patch);
      return [
        [`DELETE ${at}`, () => ({ ...update(row.id, { deleted: true }), status: 204 })],
        [`POST ${at}/restore`, set({ deleted: false, archived: false })],
        [`PATCH ${at}`, ({ body }) => update(row.id, body as Partial<Row>)],
        [`POST ${at}/favorite`, set({ favorite: true })],
        [`POST ${at}/remove-favorite`, set({ favorite: false })],
        [
          `DELETE ${at}/delete`,
          () => {
            db.rows = db.rows.filter((r) => r.id !== row.id);
            return { status: 204 };
          },
        ],
      ];
    }),
  );
  const api = mockApi({
    'GET /api/user': { body: user },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: emptyPage },
    'GET /api/presentations': list,
    'POST /api/presentations/stats': { body: { results: [] } },
    // As the server: the starters once, and only into an account without any presentation.
    'POST /api/presentations/starter-templates': () => {
      if (db.starters || db.rows.length > 0) return { body: { created: 0 } };
      db.starters = true;
      db.rows.push(
        buildPresentation({
          id: 103,
          title: 'Listing presentation: [Property address]',
          starter_template: 'listing_presentation',
        }),
        buildPresentation({
          id: 102,
          title: 'Buyer consultation: [Buyer name]',
          starter_template: 'buyer_consultation',
        }),
        buildPresentation({
          id: 101,
          title: 'Market report (CMA): [Neighbourhood or address]',
          starter_template: 'market_report',
        }),
      );
      return { body: { created: 3 } };
    },
    'GET /api/folders': () => ({ body: pageOf(db.folders) }),
    ...Object.fromEntries(
      db.folders.map((folder) => [`GET /api/folders/${folder.id}`, () => ({ body: folder })]),
    ),
    ...perId,
    ...extra,
  });
  return { api, db };
}

/** Rows 1…n of the signed-in user (id 1), newest last. */
export const ownRows = (n: number, overrides: Partial<Row> = {}) =>
  Array.from({ length: n }, (_, i) =>
    buildPresentation({ id: i + 1, title: `Listing ${i + 1}`, ...overrides }),
  );

/** Stands in for IntersectionObserver: `reveal()` tells every observer that its element is in view. */
export function installIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback }>();
  class FakeObserver {
    callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
    }
    observe() {
      observers.add(this);
    }
    disconnect() {
      observers.delete(this);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    reveal: () => {
      for (const o of observers)
        o.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          o as unknown as IntersectionObserver,
        );
    },
  };
}
