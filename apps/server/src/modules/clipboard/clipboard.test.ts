import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const newPresentation = async (headers: Headers) =>
  (await call('POST', '/api/presentations', headers, { title: 'P' })).json().id as number;
const addText = async (headers: Headers, id: number, title: string) =>
  (
    await call('POST', `/api/presentations/${id}/assets`, headers, {
      type: 'text',
      title,
      description: `<p>${title}</p>`,
    })
  ).json();
const titles = async (headers: Headers, id: number) =>
  (await call('GET', `/api/presentations/${id}`, headers))
    .json()
    .assets.map((a: { title: string }) => a.title);

describe('the clipboard', () => {
  it('copies an asset and pastes it at the end of another presentation or after an asset', async () => {
    const user = await buildUser(t.app);
    const from = await newPresentation(user.headers);
    const to = await newPresentation(user.headers);
    const kitchen = await addText(user.headers, from, 'Kitchen');
    const first = await addText(user.headers, to, 'First');
    await addText(user.headers, to, 'Last');
    const copied = await call(
      'POST',
      `/api/presentations/${from}/assets/${kitchen.id}/add-to-clipboard`,
      user.headers,
    );
    expect(copied.statusCode).toBe(201);
    const item = copied.json();
    expect(item).toMatchObject({
      presentation_id: from,
      asset: { type: 'text', title: 'Kitchen', description: '<p>Kitchen</p>' },
    });

    const pasted = await call('POST', `/api/clipboard/${item.id}/use`, user.headers, { presentation_id: to });
    expect(pasted.statusCode).toBe(201);
    expect(pasted.json()).toMatchObject({ presentation_id: to, title: 'Kitchen', position: 2 });
    const after = await call(
      'POST',
      `/api/presentations/${to}/assets/${first.id}/copy-from-clipboard`,
      user.headers,
      { clipboard_id: item.id },
    );
    expect(after.statusCode).toBe(201);
    expect(await titles(user.headers, to)).toEqual(['First', 'Kitchen', 'Last', 'Kitchen']);
    expect(await titles(user.headers, from)).toEqual(['Kitchen']);
  });

  it('lists newest first in pages of 5 and deletes items', async () => {
    const user = await buildUser(t.app);
    const id = await newPresentation(user.headers);
    for (let i = 1; i <= 6; i++) {
      const asset = await addText(user.headers, id, `Item ${i}`);
      await call('POST', `/api/presentations/${id}/assets/${asset.id}/add-to-clipboard`, user.headers);
    }
    const page = (await call('GET', '/api/clipboard', user.headers)).json();
    expect(page.count).toBe(6);
    expect(page.results).toHaveLength(5);
    expect(page.results[0].asset.title).toBe('Item 6');
    expect(page.next).toContain('page=2');
    expect((await call('DELETE', `/api/clipboard/${page.results[0].id}`, user.headers)).statusCode).toBe(204);
    expect((await call('GET', '/api/clipboard', user.headers)).json().count).toBe(5);
  });

  it("keeps each user's clipboard to themselves", async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const id = await newPresentation(owner.headers);
    const otherId = await newPresentation(other.headers);
    const asset = await addText(owner.headers, id, 'Secret');
    const item = (
      await call('POST', `/api/presentations/${id}/assets/${asset.id}/add-to-clipboard`, owner.headers)
    ).json();
    expect((await call('GET', '/api/clipboard', other.headers)).json().count).toBe(0);
    expect(
      (await call('POST', `/api/clipboard/${item.id}/use`, other.headers, { presentation_id: otherId }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/clipboard/${item.id}`, other.headers)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/clipboard/${item.id}/use`, owner.headers, { presentation_id: otherId }))
        .statusCode,
    ).toBe(404);
  });
});
