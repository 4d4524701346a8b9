import { call, type Headers, type TestApp } from './test-app.ts';

/** The form a browser posts for a signed upload: every signed field, then the file last. */
export function uploadForm(fields: Record<string, string>, bytes: Buffer, filename: string) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', new Blob([bytes]), filename);
  return data;
}

/** Signs and posts a file as the web app does; `key` is then used as `upload_key`. */
export async function uploadFile(t: TestApp, headers: Headers, filename: string, bytes: Buffer) {
  const sign = await call(t, 'POST', '/api/uploads/sign', headers, { filename, size: bytes.length });
  if (sign.statusCode !== 200) return { sign, key: null, post: null };
  const { url, fields, key } = sign.json() as { url: string; fields: Record<string, string>; key: string };
  const post = await t.app.inject({
    method: 'POST',
    url,
    payload: uploadForm(fields, bytes, filename) as object,
  });
  return { sign, key, post };
}
