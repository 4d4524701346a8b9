import { z } from 'zod';

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id });
export const assetParams = z.object({ id, assetId: id });
