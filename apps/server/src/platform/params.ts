import { idParamSchema } from '@folio/shared';
import { z } from 'zod';

export const idParams = z.object({ id: idParamSchema });
export const assetParams = z.object({ id: idParamSchema, assetId: idParamSchema });
