import { z } from 'zod';

/** Cloud storage a user connects through OAuth (issue 15 point 6): the code → token exchange runs on the server. */
export const STORAGE_PROVIDERS = ['box', 'dropbox', 'google_drive'] as const;
export const storageProviderSchema = z.enum(STORAGE_PROVIDERS);
export type StorageProvider = z.infer<typeof storageProviderSchema>;

export const STORAGE_PROVIDER_NAMES: Record<StorageProvider, string> = {
  box: 'Box',
  dropbox: 'Dropbox',
  google_drive: 'Google Drive',
};

export const STORAGE_MESSAGES = {
  notConfigured: (provider: string) => `${provider} is not configured.`,
  notConnected: (provider: string) => `Connect ${provider} first.`,
  connected: (provider: string) => `${provider} connected.`,
  disconnected: (provider: string) => `${provider} disconnected.`,
  /** The state is unknown, used, expired or another user's: the flow must start again. */
  stateInvalid: 'This connection request has expired. Please try connecting again.',
  denied: (provider: string) => `${provider} access was not granted.`,
  expired: (provider: string) => `Your ${provider} connection has expired. Please connect ${provider} again.`,
  unavailable: (provider: string) => `${provider} could not be reached. Please try again later.`,
  refused: (provider: string) => `${provider} refused the request. Please try again.`,
} as const;

/** A path of this site to go back to after the provider's consent page: never another origin. */
export const returnToSchema = z
  .string()
  .max(1000)
  .refine((path) => /^\/(?![/\\])/.test(path), 'Enter a path of this site.')
  .default('/settings/integration');

/** GET /api/integrations/{provider}/connect */
export const storageConnectQuerySchema = z.object({ return_to: returnToSchema });

/** GET /api/integrations/{provider}/callback: what the provider sends back. */
export const storageCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/** One connected account, as GET /api/integrations/storage lists it: never its tokens. */
export const storageConnectionSchema = z.object({
  provider: storageProviderSchema,
  account_label: z.string(),
  connected_at: z.string(),
});
export type StorageConnection = z.infer<typeof storageConnectionSchema>;
export const storageConnectionsSchema = z.array(storageConnectionSchema);

/** Where the callback sends the user back: these query parameters say how it went (a toast reads them). */
export const STORAGE_RESULT_PARAMS = { provider: 'storage', error: 'storage_error' } as const;

const boxId = (message: string) => z.string().regex(/^\d{1,30}$/, message);

/** GET /api/imports/box/items?folder_id=… (0 is the root, "All Files"). */
export const boxItemsQuerySchema = z.object({
  folder_id: boxId('Enter a valid Box folder id.').default('0'),
});

export const boxItemSchema = z.object({
  id: z.string(),
  type: z.enum(['file', 'folder']),
  name: z.string(),
  size: z.number().nullable(),
  /** Lower-cased, without the dot; '' for folders and files without one. */
  extension: z.string(),
});
export type BoxItem = z.infer<typeof boxItemSchema>;
export const boxItemsSchema = z.object({ items: z.array(boxItemSchema), total_count: z.number().int() });
export type BoxItems = z.infer<typeof boxItemsSchema>;

export const boxFileIdSchema = boxId('Enter a valid Box file id.');
