import { type APIRequestContext, expect, request } from '@playwright/test';
import sharp from 'sharp';
import { verifyAddress } from './mailbox.ts';
import { textPdf } from './pdf.ts';
import { ONBOARDING_ANSWERS, PASSWORD, uniqueEmail } from './users.ts';

export const headers = { 'x-requested-with': 'XMLHttpRequest' };

export type Owner = { api: APIRequestContext; email: string };

/** A new onboarded account, address verified, with its own signed-in API context (no browser page involved). */
export async function ownerApi(baseURL: string, label = 'owner'): Promise<Owner> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: headers });
  const email = uniqueEmail(label);
  const register = await api.post('/api/register', {
    data: { email, password1: PASSWORD, password2: PASSWORD, first_name: 'Dana', last_name: 'Reyes' },
  });
  expect(register.ok(), await register.text()).toBe(true);
  await verifyAddress(api, email);
  await api.post('/api/onboarding', { data: ONBOARDING_ANSWERS });
  return { api, email };
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Uploads a file as the editor does (POST /api/uploads/sign, then the signed form) and answers its key. */
export async function upload(api: APIRequestContext, name: string, mimeType: string, buffer: Buffer) {
  const sign = await json<{ url: string; fields: Record<string, string>; key: string }>(
    await api.post('/api/uploads/sign', { headers, data: { filename: name, size: buffer.length } }),
  );
  const sent = await api.post(sign.url, {
    headers,
    multipart: { ...sign.fields, file: { name, mimeType, buffer } },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  return sign.key;
}

/** Waits until an asset's pages are made. */
export async function converted(api: APIRequestContext, presentationId: number, assetId: number) {
  await expect
    .poll(
      async () =>
        (
          await json<{ is_complete: boolean }>(
            await api.get(`/api/presentations/${presentationId}/assets/${assetId}/converted`, { headers }),
          )
        ).is_complete,
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Adds a photo (a JPEG of one colour, 1600 × 1200) to a presentation and waits until it is converted. */
export async function addPhoto(
  api: APIRequestContext,
  presentationId: number,
  title: string,
  colour: string,
) {
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const key = await upload(api, `${title}.jpg`, 'image/jpeg', photo);
  const asset = await json<{ id: number }>(
    await api.post(`/api/presentations/${presentationId}/assets`, {
      headers,
      data: { type: 'image', upload_key: key, title },
    }),
  );
  await converted(api, presentationId, asset.id);
  return asset.id;
}

/**
 * A presentation with one converted PDF asset of `pages` pages, built through the API as the editor does;
 * `api` is a signed-in request context (an owner's, or a signed-in page's `context().request`).
 */
export async function presentationWithPdf(api: APIRequestContext, title: string, pages: string[]) {
  const presentation = await json<{ id: number }>(
    await api.post('/api/presentations', { headers, data: { title } }),
  );
  await api.patch(`/api/presentations/${presentation.id}`, {
    headers,
    data: { opening_msg: '<p>Welcome to the listing tour.</p>' },
  });
  const key = await upload(api, 'listing.pdf', 'application/pdf', textPdf(pages));
  const asset = await json<{ id: number }>(
    await api.post(`/api/presentations/${presentation.id}/assets`, {
      headers,
      data: { type: 'file', upload_key: key, title: 'Listing' },
    }),
  );
  await converted(api, presentation.id, asset.id);
  return presentation.id;
}

/** Publishes a link with these settings and answers its URL. */
export async function shareLink(owner: Owner, presentationId: number, settings: Record<string, unknown>) {
  const link = await json<{ id: number; share_link: string; hash: string }>(
    await owner.api.post(`/api/presentations/${presentationId}/share-link`, { headers, data: settings }),
  );
  return link;
}
