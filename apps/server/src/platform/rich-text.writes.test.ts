import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../modules/assets/assets.table.ts';
import { presentations } from '../modules/presentations/presentations.table.ts';
import { companies, companyMembers } from '../modules/teams/teams.table.ts';
import { buildSharedPresentation, PNG } from '../modules/viewer/viewer.test-utils.ts';
import { buildUser } from '../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../test/test-app.ts';
import { uploadFile, uploadForm } from '../test/uploads.ts';
import { sanitizeRichText } from './rich-text.ts';

/** What an attacker writes into a rich-text field. */
const PAYLOADS = [
  '<p>Hi<script>alert(1)</script></p>',
  '<p onclick="steal()" onmouseover=steal()>Hover</p><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a><a href="vbscript:msgbox">z</a>',
  '<svg onload=alert(1)><circle/></svg><iframe src="https://evil.example"></iframe><style>*{display:none}</style>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a><img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<scr<script>ipt>alert(1)</scr</script>ipt><p><b><i>open <u>tags<div><object data=x><embed src=y>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<span style="background:url(javascript:alert(1));position:fixed">s</span><form action=x><input autofocus onfocus=alert(1)>',
];

/** True when nothing in the text can run script, load a frame or restyle the page. */
function isClean(html: string) {
  return (
    !/<\s*\/?\s*(script|svg|iframe|style|img|object|embed|math|form|input|div|table)\b/i.test(html) &&
    !/\son\w+\s*=/i.test(html) &&
    !/(javascript|vbscript|data):/i.test(html) &&
    !/position\s*:/i.test(html)
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Owner = { headers: Headers; user: { id: number } };
const json = async (response: Promise<{ statusCode: number; json(): unknown }>, status: number) => {
  const r = await response;
  expect(r.statusCode, JSON.stringify(r.json())).toBe(status);
  return r.json() as Record<string, unknown> & { id: number };
};
const newPresentation = (owner: Owner) =>
  json(call(t, 'POST', '/api/presentations', owner.headers, { title: 'Villa' }), 201);
const addText = (owner: Owner, id: number) =>
  json(call(t, 'POST', `/api/presentations/${id}/assets`, owner.headers, { type: 'text' }), 201);

/** Rows written before the rule existed: raw SQL, not through the rich-text column. */
async function writeOldRows(presentationId: number, payload: string) {
  await t.database.db.execute(
    sql`update presentations set opening_msg = ${payload}, closing_msg = ${payload} where id = ${presentationId}`,
  );
  await t.database.db.execute(
    sql`update assets set description = ${payload} where presentation_id = ${presentationId}`,
  );
}

async function stored(presentationId: number) {
  const [p] = await t.database.db.select().from(presentations).where(eq(presentations.id, presentationId));
  const rows = await t.database.db.select().from(assets).where(eq(assets.presentationId, presentationId));
  return [p!.openingMsg, p!.closingMsg, ...rows.map((a) => a.description)];
}
const storedAsset = async (assetId: number) =>
  (await t.database.db.select().from(assets).where(eq(assets.id, assetId)))[0]!.description;

/** The copy made from a presentation whose rows hold the payload, as the copy's owner sees it. */
async function copied(owner: Owner, copy: { id: number }) {
  const detail = await json(call(t, 'GET', `/api/presentations/${copy.id}`, owner.headers), 200);
  const descriptions = (detail.assets as { description: string }[]).map((a) => a.description);
  expect(descriptions.length).toBeGreaterThan(0);
  return {
    returned: [detail.opening_msg as string, detail.closing_msg as string, ...descriptions],
    stored: await stored(copy.id),
  };
}

/** Writes the payload through a route as `owner`, who is one user for all of a route's payloads. */
type Write = (payload: string, owner: Owner) => Promise<{ returned: string[]; stored: string[] }>;

/** Every route that writes rich text, directly or by copying rows that may predate sanitizing. */
const WRITES: [string, Write][] = [
  [
    'PATCH /api/presentations/{id} (JSON)',
    async (payload, owner) => {
      const p = await newPresentation(owner);
      const body = { opening_msg: payload, closing_msg: payload };
      const r = await json(call(t, 'PATCH', `/api/presentations/${p.id}`, owner.headers, body), 200);
      return { returned: [r.opening_msg as string, r.closing_msg as string], stored: await stored(p.id) };
    },
  ],
  [
    'PATCH /api/presentations/{id} (multipart)',
    async (payload, owner) => {
      const p = await newPresentation(owner);
      const form = uploadForm({ opening_msg: payload, closing_msg: payload }, PNG, 'logo.png');
      const r = await json(
        t.app.inject({
          method: 'PATCH',
          url: `/api/presentations/${p.id}`,
          headers: owner.headers,
          payload: form as object,
        }),
        200,
      );
      return { returned: [r.opening_msg as string, r.closing_msg as string], stored: await stored(p.id) };
    },
  ],
  ...(['text', 'form', 'separator'] as const).map((type): [string, Write] => [
    `POST /api/presentations/{id}/assets (${type})`,
    async (payload, owner) => {
      const p = await newPresentation(owner);
      const body = { type, description: payload };
      const a = await json(call(t, 'POST', `/api/presentations/${p.id}/assets`, owner.headers, body), 201);
      return { returned: [a.description as string], stored: [await storedAsset(a.id)] };
    },
  ]),
  [
    'POST /api/presentations/{id}/assets (image upload)',
    async (payload, owner) => {
      const p = await newPresentation(owner);
      const { key } = await uploadFile(t, owner.headers, 'front.png', PNG);
      const body = { type: 'image', upload_key: key, description: payload };
      const a = await json(call(t, 'POST', `/api/presentations/${p.id}/assets`, owner.headers, body), 201);
      return { returned: [a.description as string], stored: [await storedAsset(a.id)] };
    },
  ],
  ...(['PATCH', 'PUT'] as const).map((method): [string, Write] => [
    `${method} /api/presentations/{id}/assets/{assetId}`,
    async (payload, owner) => {
      const p = await newPresentation(owner);
      const asset = await addText(owner, p.id);
      const url = `/api/presentations/${p.id}/assets/${asset.id}`;
      const a = await json(call(t, method, url, owner.headers, { description: payload }), 200);
      return { returned: [a.description as string], stored: [await storedAsset(a.id)] };
    },
  ]),
  [
    'POST /api/presentations/{id}/clone',
    async (payload, owner) => {
      const p = await newPresentation(owner);
      await addText(owner, p.id);
      await writeOldRows(p.id, payload);
      return copied(
        owner,
        await json(call(t, 'POST', `/api/presentations/${p.id}/clone`, owner.headers), 201),
      );
    },
  ],
  [
    'POST /api/presentations/{id}/clone through a share link',
    async (payload, other) => {
      const s = await buildSharedPresentation(t);
      const link = await s.share();
      await writeOldRows(s.p.id, payload);
      const body = { hash: link.hash };
      return copied(
        other,
        await json(call(t, 'POST', `/api/presentations/${s.p.id}/clone`, other.headers, body), 201),
      );
    },
  ],
  [
    'POST /api/presentations/{id}/make-template, then POST /api/client/presentations/{id}/use-template',
    async (payload, owner) => {
      const p = await newPresentation(owner);
      await addText(owner, p.id);
      await writeOldRows(p.id, payload);
      const [company] = await t.database.db.insert(companies).values({ name: 'Harbor' }).returning();
      await t.database.db.insert(companyMembers).values({ companyId: company!.id, userId: owner.user.id });
      const body = { companies: [company!.id] };
      const made = await call(t, 'POST', `/api/presentations/${p.id}/make-template`, owner.headers, body);
      expect(made.statusCode).toBe(201);
      const template = (made.json() as { results: { id: number }[] }).results[0]!;
      const fromTemplate = await copied(owner, template);
      await writeOldRows(template.id, payload);
      const used = await json(
        call(t, 'POST', `/api/client/presentations/${template.id}/use-template`, owner.headers),
        201,
      );
      const fromUse = await copied(owner, used);
      return {
        returned: [...fromTemplate.returned, ...fromUse.returned],
        stored: [...fromTemplate.stored, ...fromUse.stored],
      };
    },
  ],
  [
    'POST …/assets/{assetId}/add-to-clipboard, POST /api/clipboard/{id}/use, POST …/copy-from-clipboard',
    async (payload, owner) => {
      const from = await newPresentation(owner);
      const to = await newPresentation(owner);
      const asset = await addText(owner, from.id);
      const anchor = await addText(owner, to.id);
      await writeOldRows(from.id, payload);
      const item = await json(
        call(t, 'POST', `/api/presentations/${from.id}/assets/${asset.id}/add-to-clipboard`, owner.headers),
        201,
      );
      const list = await json(call(t, 'GET', '/api/clipboard', owner.headers), 200);
      const listed = (list.results as { asset: { description: string } }[])[0]!.asset.description;
      const used = await json(
        call(t, 'POST', `/api/clipboard/${item.id}/use`, owner.headers, { presentation_id: to.id }),
        201,
      );
      const after = await json(
        call(
          t,
          'POST',
          `/api/presentations/${to.id}/assets/${anchor.id}/copy-from-clipboard`,
          owner.headers,
          {
            clipboard_id: item.id,
          },
        ),
        201,
      );
      return {
        returned: [
          (item.asset as { description: string }).description,
          listed,
          used.description as string,
          after.description as string,
        ],
        stored: [await storedAsset(used.id), await storedAsset(after.id)],
      };
    },
  ],
];

describe('every write of rich text is sanitized with the one allow-list', () => {
  it.each(WRITES)('%s', async (_route, write) => {
    const owner = await buildUser(t.app);
    for (const payload of PAYLOADS) {
      const { returned, stored } = await write(payload, owner);
      for (const text of [...returned, ...stored]) {
        expect(isClean(text), `${payload} → ${text}`).toBe(true);
        expect(text, payload).toBe(sanitizeRichText(payload));
      }
    }
  });

  it('keeps the editor’s own formatting through the same writes', async () => {
    const html =
      '<p style="text-align:center"><strong>Big</strong> <a href="https://example.com">news</a></p>';
    const owner = await buildUser(t.app);
    for (const [, write] of WRITES.slice(0, 3)) {
      const { returned } = await write(html, owner);
      expect(returned[0]).toBe(
        '<p style="text-align:center"><strong>Big</strong> <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">news</a></p>',
      );
    }
  });
});
