import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildUser } from '../../test/factories.ts';
import { call, type TestApp } from '../../test/test-app.ts';
import { assets } from '../assets/assets.table.ts';

export const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Opened = { gate: unknown; presentation: Record<string, unknown>; view_token: string | null };

/**
 * An owner with a presentation of two visible assets (two converted pages each) and one hidden, the
 * page images stored; `share` publishes a link through the API and answers its hash.
 */
export async function buildSharedPresentation(
  t: TestApp,
  type: 'presentation' | 'document' = 'presentation',
) {
  const owner = await buildUser(t.app);
  const p = (
    await call(t, 'POST', '/api/presentations', owner.headers, {
      title: 'Ocean View Villa',
      type,
    })
  ).json() as { id: number };
  await call(t, 'PATCH', `/api/presentations/${p.id}`, owner.headers, {
    opening_msg: 'Welcome home',
    closing_msg: 'Call me',
  });
  const tag = `${p.id}-${Date.now()}`;
  const pageKeys = (n: number) => [0, 1].map((i) => `assets/${tag}/a${n}/page-${i}.png`);
  for (const key of [...pageKeys(1), ...pageKeys(2)]) {
    const file = path.join(t.dataDir, 'files', key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, PNG);
  }
  const rows = await t.database.db
    .insert(assets)
    .values(
      [1, 2, 3].map((n) => ({
        presentationId: p.id,
        type: 'file' as const,
        title: `Asset ${n}`,
        position: n,
        isHidden: n === 3,
        fileKey: `assets/${tag}/a${n}/original.pdf`,
        filename: `brochure-${n}.pdf`,
        numberOfPages: 2,
        convertedFiles: pageKeys(n),
        pageThumbnails: pageKeys(n),
        pageSizes: [
          [800, 600],
          [800, 600],
        ] as [number, number][],
        jobStatus: 'done' as const,
      })),
    )
    .returning();
  const share = async (settings: object = {}) => {
    const response = await call(t, 'POST', `/api/presentations/${p.id}/share-link`, owner.headers, {
      name: 'Buyer Jane',
      ...settings,
    });
    if (response.statusCode >= 300) throw new Error(`share failed: ${response.body}`);
    return response.json() as { id: number; hash: string };
  };
  return { owner, p, assets: rows, share };
}

let visitors = 0;
/** Another visitor's address at each call: opens from one client and browser join one view. */
export const newVisitor = () => {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
};

/** GET the recipient's answer as a new anonymous visitor (or with the given headers and address). */
export async function openLink(
  t: TestApp,
  hash: string,
  headers: Record<string, string> = {},
  remoteAddress = newVisitor(),
) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/client/presentations/${hash}`,
    headers: { 'user-agent': BROWSER, ...headers },
    remoteAddress,
  });
  return { response, body: response.json() as Opened };
}

export async function unlock(t: TestApp, hash: string, body: object, remoteAddress = newVisitor()) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/client/presentations/${hash}/unlock`,
    headers: { 'user-agent': BROWSER },
    payload: body,
    remoteAddress,
  });
  return { response, body: response.json() as Opened };
}

export const postActivity = (t: TestApp, payload: object | string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/client/activity',
    headers: { 'content-type': contentType, 'user-agent': BROWSER },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
