import { FEATURE_FLAG_DEFAULTS } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

describe('GET /api/feature-flags', () => {
  it('answers the spec defaults, social buttons hidden, and environment overrides', async () => {
    const t = await createTestApp({
      env: { FEATURE_VIDEO_UPLOAD: 'true', FEATURE_CREATE_TEAM: 'false' },
    });
    try {
      const flags = (await t.app.inject({ url: '/api/feature-flags' })).json();
      expect(flags).toEqual({
        ...FEATURE_FLAG_DEFAULTS,
        video_upload: true,
        create_team: false,
        facebook_login: false,
        google_login: false,
        // No AI provider: nothing shows a button that cannot work; the summarizer works offline.
        ai_button: false,
        enhance: false,
        summarizer: true,
        facebook_button: false,
      });
      expect(FEATURE_FLAG_DEFAULTS).toMatchObject({
        print: false,
        auto_reminders: false,
        summarizer: true,
        name_required: true,
      });
    } finally {
      await t.close();
    }
  });

  it('turns the AI button and enhance on with a provider, unless the environment turns them off', async () => {
    const on = await createTestApp({ env: { AI_BASE_URL: 'http://127.0.0.1:9/v1' } });
    const off = await createTestApp({
      env: { AI_BASE_URL: 'http://127.0.0.1:9/v1', FEATURE_ENHANCE: 'false' },
    });
    try {
      expect((await on.app.inject({ url: '/api/feature-flags' })).json()).toMatchObject({
        ai_button: true,
        enhance: true,
      });
      expect((await off.app.inject({ url: '/api/feature-flags' })).json()).toMatchObject({
        ai_button: true,
        enhance: false,
      });
    } finally {
      await Promise.all([on.close(), off.close()]);
    }
  });
});
