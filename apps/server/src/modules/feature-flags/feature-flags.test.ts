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
});
