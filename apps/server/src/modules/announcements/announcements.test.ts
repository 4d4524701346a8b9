import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAnnouncementsRepository } from './announcements.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/announcement/', () => {
  it('lists the active announcements, newest first, in the list shape, without signing in', async () => {
    const repo = createAnnouncementsRepository(t.database.db);
    await repo.insert({ title: 'Old news', content: 'Gone', isActive: false });
    await repo.insert({
      title: 'Folders',
      content: 'Keep presentations in order',
      ctaUrl: 'https://folio.test/folders',
    });
    await repo.insert({
      title: 'Insights',
      content: 'See every page view',
      image: 'https://folio.test/i.png',
    });
    const response = await t.app.inject({ url: '/api/announcement/' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ count: 2, next: null, previous: null });
    expect(body.results.map((a: { title: string }) => a.title)).toEqual(['Insights', 'Folders']);
    expect(body.results[1]).toEqual({
      id: expect.any(Number),
      is_active: true,
      title: 'Folders',
      content: 'Keep presentations in order',
      image: null,
      cta_url: 'https://folio.test/folders',
    });
    const paged = (await t.app.inject({ url: '/api/announcement/?page=1&page_size=1' })).json();
    expect(paged.next).toContain('page=2');
    expect((await t.app.inject({ url: '/api/announcement/?page=zero' })).statusCode).toBe(400);
  });
});
