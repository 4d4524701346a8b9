import { type APIRequestContext, expect, request } from '@playwright/test';
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
  const bytes = textPdf(pages);
  const sign = await json<{ url: string; fields: Record<string, string>; key: string }>(
    await api.post('/api/uploads/sign', { headers, data: { filename: 'listing.pdf', size: bytes.length } }),
  );
  const upload = await api.post(sign.url, {
    headers,
    multipart: { ...sign.fields, file: { name: 'listing.pdf', mimeType: 'application/pdf', buffer: bytes } },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  const asset = await json<{ id: number }>(
    await api.post(`/api/presentations/${presentation.id}/assets`, {
      headers,
      data: { type: 'file', upload_key: sign.key, title: 'Listing' },
    }),
  );
  await expect
    .poll(
      async () =>
        (
          await json<{ is_complete: boolean }>(
            await api.get(`/api/presentations/${presentation.id}/assets/${asset.id}/converted`, { headers }),
          )
        ).is_complete,
      { timeout: 30_000 },
    )
    .toBe(true);
  return presentation.id;
}

/** Publishes a link with these settings and answers its URL. */
export async function shareLink(owner: Owner, presentationId: number, settings: Record<string, unknown>) {
  const link = await json<{ share_link: string; hash: string }>(
    await owner.api.post(`/api/presentations/${presentationId}/share-link`, { headers, data: settings }),
  );
  return link;
}
