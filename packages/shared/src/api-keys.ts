import { z } from 'zod';
import { textSchema } from './validation.ts';

/** Every API key starts with this, so the server tells a key from a session token without a lookup. */
export const API_KEY_PREFIX = 'folio_';
/** Characters of a key kept in clear (prefix included) so its owner can tell keys apart in the list. */
export const API_KEY_SHOWN_CHARS = 12;
export const API_KEY_NAME_MAX = 100;
/** Live (unrevoked) keys one user may hold. */
export const API_KEYS_MAX = 20;

export const API_KEY_TEXTS = {
  nameRequired: 'Give the key a name.',
  tooMany: `You can have at most ${API_KEYS_MAX} API keys. Revoke one you no longer use first.`,
  sessionOnly:
    'API keys cannot be used for this. Sign in to Folio to manage API keys, your password, e-mail or session.',
} as const;

/** One key as its owner sees it in the list: never the key itself. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.array(apiKeySchema);

export const apiKeyCreateSchema = z.object({
  name: textSchema({ max: API_KEY_NAME_MAX }).min(1, API_KEY_TEXTS.nameRequired),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

/** The answer to creating a key: the whole key (`rollout_key`), shown this once. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ rollout_key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
