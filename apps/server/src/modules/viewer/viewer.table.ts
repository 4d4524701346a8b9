import { customType, integer, pgTable } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The key that signs recipients' file URLs (file-capabilities.ts): made once by the first server that needs it and
 * shared through the database by every instance; never a fixed default.
 */
export const viewerSigningKeys = pgTable('viewer_signing_keys', {
  id: integer('id').primaryKey(),
  secret: bytea('secret').notNull(),
});
