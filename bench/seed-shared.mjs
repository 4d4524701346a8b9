// A shared presentation as a recipient opens it, made through the API as an agent would: photos
// uploaded and converted by the server (page images, thumbnails, sizes), then a public link.
import { randomBytes } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';

const { photoJpeg } = await tsImport('../packages/converters/src/test/photo.ts', import.meta.url);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs up an agent and shares a presentation of `assets` photos (1600×1200); answers its link. */
export async function seedSharedPresentation(baseUrl, { assets = 10 } = {}) {
  const json = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const password = 'Sturdy-Harbor-42';
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email: `agent-${randomBytes(4).toString('hex')}@example.com`,
      password1: password,
      password2: password,
      first_name: 'Dana',
      last_name: 'Reyes',
    }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const { access } = await registered.json();
  const auth = { ...json, authorization: `Bearer ${access}` };
  const api = async (method, url, body) => {
    const response = await fetch(`${baseUrl}/api${url}`, {
      method,
      headers: auth,
      body: body && JSON.stringify(body),
    });
    if (response.status >= 300)
      throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
    return response.status === 204 ? null : response.json();
  };

  const presentation = await api('POST', '/presentations', { title: 'Ocean View Villa' });
  await api('PATCH', `/presentations/${presentation.id}`, {
    opening_msg: '<p>Welcome home: the villa, its garden and the harbour, in ten pictures.</p>',
  });
  for (let i = 0; i < assets; i++) {
    const photo = await photoJpeg(i, 1600, 1200);
    const filename = `room-${i + 1}.jpg`;
    const ticket = await api('POST', '/uploads/sign', { filename, size: photo.length });
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), filename);
    const uploaded = await fetch(`${baseUrl}${ticket.url}`, { method: 'POST', body: form });
    if (uploaded.status !== 204) throw new Error(`upload answered ${uploaded.status}`);
    await api('POST', `/presentations/${presentation.id}/assets`, { type: 'image', upload_key: ticket.key });
  }
  for (let waited = 0; ; waited += 200) {
    const detail = await api('GET', `/presentations/${presentation.id}`);
    const states = detail.assets.map((a) => a.job_status);
    if (states.includes('failed')) throw new Error('a conversion failed');
    if (detail.assets.length === assets && states.every((s) => s === 'done')) break;
    if (waited > 120_000) throw new Error(`conversions still running: ${states.join(', ')}`);
    await sleep(200);
  }
  const link = await api('POST', `/presentations/${presentation.id}/share-link`, { is_public: true });
  return { hash: link.hash, shareUrl: link.share_link, presentationId: presentation.id, auth };
}
