import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UploadPost, UploadPostRequest } from './storage.ts';

/*
 * The embedded engine's signed POST, with the field names and policy document of S3's browser-based
 * upload (signature version 2): the browser code is the same for both engines, and the receiving
 * endpoint checks the policy exactly as S3 would.
 */

export const LOCAL_ACCESS_KEY = 'folio-local';
const STORAGE_CLASS = 'STANDARD';

type Policy = { expiration: string; conditions: unknown[] };

const sign = (secret: Buffer, policy: string) => createHmac('sha1', secret).update(policy).digest('base64');

export function signLocalUpload(
  secret: Buffer,
  url: string,
  request: UploadPostRequest,
  now: Date,
): UploadPost {
  const policy: Policy = {
    expiration: new Date(now.getTime() + request.expiresInSeconds * 1000).toISOString(),
    conditions: [
      { key: request.key },
      { acl: 'private' },
      { 'Content-Type': request.contentType },
      { 'x-amz-storage-class': STORAGE_CLASS },
      ['content-length-range', 1, request.maxBytes],
    ],
  };
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
  return {
    url,
    fields: {
      key: request.key,
      AWSAccessKeyId: LOCAL_ACCESS_KEY,
      policy: encoded,
      signature: sign(secret, encoded),
      acl: 'private',
      'Content-Type': request.contentType,
      'x-amz-storage-class': STORAGE_CLASS,
    },
  };
}

export type VerifiedUpload = { key: string; minBytes: number; maxBytes: number };

/** Checks the form fields of a local upload; returns what the file must satisfy, or why it is refused. */
export function verifyLocalUpload(
  secret: Buffer,
  fields: Record<string, string>,
  now: Date,
): VerifiedUpload | { refused: string } {
  const { policy, signature } = fields;
  if (!policy || !signature || fields.AWSAccessKeyId !== LOCAL_ACCESS_KEY)
    return { refused: 'Missing signature.' };
  const expected = Buffer.from(sign(secret, policy));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { refused: 'The signature does not match.' };
  const document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as Policy;
  if (!(new Date(document.expiration).getTime() > now.getTime()))
    return { refused: 'The upload form has expired.' };
  let range: [number, number] | null = null;
  for (const condition of document.conditions) {
    if (Array.isArray(condition)) {
      if (condition[0] === 'content-length-range') range = [Number(condition[1]), Number(condition[2])];
      continue;
    }
    for (const [name, value] of Object.entries(condition as Record<string, string>))
      if (fields[name] !== value) return { refused: `The field ${name} does not match the policy.` };
  }
  if (!range || !fields.key) return { refused: 'The policy is incomplete.' };
  return { key: fields.key, minBytes: range[0], maxBytes: range[1] };
}
