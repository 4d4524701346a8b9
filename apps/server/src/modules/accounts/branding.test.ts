import { BRANDING_TEXTS, EMAIL_PREVIEW_SLOT } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildSharedPresentation, openLink } from '../viewer/viewer.test-utils.ts';
import { users } from './accounts.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const patchBranding = (headers: Record<string, string>, body: object) =>
  call(t, 'PATCH', '/api/users/me/branding', headers, body);
const endTrial = (id: number) =>
  t.database.db
    .update(users)
    .set({ trialEndsAt: new Date(Date.now() - 1000) })
    .where(eq(users.id, id));
type Branding = { show_white_label: boolean; logo: string | null; primary_color: string | null };

describe('white-label branding', () => {
  it('saves white label and the primary colour, and recipients see the sender’s brand', async () => {
    const s = await buildSharedPresentation(t);
    const response = await patchBranding(s.owner.headers, {
      show_white_label: true,
      primary_color: '#1E90FF',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      primary_color: '#1e90ff',
      branding: { show_white_label: true, logo: null, primary_color: '#1e90ff' },
    });
    expect((await call(t, 'GET', '/api/user', s.owner.headers)).json().branding.show_white_label).toBe(true);

    const link = await s.share({ require_email: true });
    const gated = await openLink(t, link.hash);
    expect(gated.body.presentation.user).toMatchObject({ show_white_label: true, primary_color: '#1e90ff' });
    const open = await s.share();
    const { body } = await openLink(t, open.hash);
    expect(body.presentation.user).toMatchObject({ show_white_label: true, primary_color: '#1e90ff' });

    const off = await patchBranding(s.owner.headers, { show_white_label: false });
    expect(off.json().branding).toEqual({
      show_white_label: false,
      logo: null,
      primary_color: '#1e90ff',
      own_primary_color: '#1e90ff',
      hide_recipient_header: false,
    });
    const user = (await openLink(t, open.hash)).body.presentation.user as Branding;
    expect(user).toMatchObject({ show_white_label: false, primary_color: null });
  });

  it('carries the profile logo to recipients', async () => {
    const s = await buildSharedPresentation(t);
    await t.database.db
      .update(users)
      .set({ logoKey: 'users/1/logo-brand.png' })
      .where(eq(users.id, s.owner.user.id));
    await patchBranding(s.owner.headers, { show_white_label: true });
    const link = await s.share();
    const { body } = await openLink(t, link.hash);
    expect((body.presentation.user as Branding).logo).toMatch(
      /^http:\/\/folio\.test\/api\/client\/files\/[0-9a-f]{40}\.G\.\d+\.[\w-]{32}$/,
    );
  });

  it('refuses white label to free users (403) but lets them turn it off; it shows off once premium ends', async () => {
    const s = await buildSharedPresentation(t);
    await patchBranding(s.owner.headers, { show_white_label: true, primary_color: '#aa3300' });
    await endTrial(s.owner.user.id);

    const refused = await patchBranding(s.owner.headers, { show_white_label: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: BRANDING_TEXTS.whiteLabelPremium, code: 'premium_required' });
    expect((await call(t, 'GET', '/api/user', s.owner.headers)).json().branding.show_white_label).toBe(false);
    const link = await s.share();
    const user = (await openLink(t, link.hash)).body.presentation.user as Branding;
    expect(user).toMatchObject({ show_white_label: false, primary_color: null });

    expect((await patchBranding(s.owner.headers, { show_white_label: false })).statusCode).toBe(200);
    expect((await patchBranding(s.owner.headers, { primary_color: '#123456' })).statusCode).toBe(200);
  });

  it('hides the recipient pages’ header for a premium sender who chose so, never for a free one', async () => {
    const s = await buildSharedPresentation(t);
    const hidden = async (settings: object = {}) => {
      // A new link each time: a link's answers are kept a few seconds (recipient-content.ts).
      const link = await s.share(settings);
      return ((await openLink(t, link.hash)).body.presentation.user as { hide_header: boolean }).hide_header;
    };
    expect(await hidden({ require_email: true })).toBe(false);
    const on = await patchBranding(s.owner.headers, { hide_recipient_header: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().branding.hide_recipient_header).toBe(true);
    expect(await hidden({ require_email: true })).toBe(true);
    expect(await hidden()).toBe(true);

    await endTrial(s.owner.user.id);
    expect(await hidden()).toBe(false);
    const refused = await patchBranding(s.owner.headers, { hide_recipient_header: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: BRANDING_TEXTS.hideHeaderPremium, code: 'premium_required' });
    const off = await patchBranding(s.owner.headers, { hide_recipient_header: false });
    expect(off.json().branding.hide_recipient_header).toBe(false);
  });

  it('checks the colour and the fields, and needs a session', async () => {
    const s = await buildSharedPresentation(t);
    for (const primary_color of ['red', '#12345', '#1234567', 'javascript:alert(1)']) {
      const response = await patchBranding(s.owner.headers, { primary_color });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ primary_color: [BRANDING_TEXTS.invalidColor] });
    }
    expect((await patchBranding(s.owner.headers, { logo_key: 'x' })).statusCode).toBe(400);
    const reset = await patchBranding(s.owner.headers, { primary_color: null });
    expect(reset.json().primary_color).toBe('#34495e');
    expect((await patchBranding({}, { show_white_label: false })).statusCode).toBe(401);
  });

  it('previews the share e-mail in the user’s brand from the e-mail’s template, the edited picture in its slot', async () => {
    const s = await buildSharedPresentation(t);
    await t.database.db
      .update(users)
      .set({ firstName: 'Dana', lastName: 'Reyes' })
      .where(eq(users.id, s.owner.user.id));
    await patchBranding(s.owner.headers, { show_white_label: true, primary_color: '#0a7d4f' });
    const preview = (look: string) =>
      call(t, 'GET', `/api/users/me/branding/email-preview?look=${look}`, s.owner.headers);

    const logo = await preview('logo');
    expect(logo.statusCode).toBe(200);
    const { html } = logo.json() as { html: string };
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain(`src="${EMAIL_PREVIEW_SLOT}"`);
    expect(html).toContain('Dana Reyes');
    expect(html).toContain('background-color:#0a7d4f');
    expect(html).toContain('View Presentation');
    // Editing the avatar: the author's picture is the slot, and the user has no logo yet.
    const avatar = (await preview('avatar')).json().html as string;
    expect(avatar.match(new RegExp(EMAIL_PREVIEW_SLOT, 'g'))).toHaveLength(1);

    await endTrial(s.owner.user.id);
    expect((await preview('logo')).json().html).not.toContain('#0a7d4f');
    expect((await preview('banner')).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/users/me/branding/email-preview?look=logo', {})).statusCode).toBe(401);
  });
});
