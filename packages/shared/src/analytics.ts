import { z } from 'zod';

/**
 * The product events the web app sends (spec presentations §7: the share dialog's view, and
 * 'EmailShareSingleFile' when a document is sent by e-mail). The server refuses any other name.
 */
export const ANALYTICS_EVENTS = ['ShareDialogView', 'EmailShareSingleFile'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export const ANALYTICS_LIMITS = {
  /** Events in one POST (the client's batch). */
  batch: 50,
  properties: 20,
  /** Characters of one event's properties as JSON. */
  propertiesJson: 2000,
  stringValue: 200,
  /** POSTs per minute per address. */
  perMinute: 30,
} as const;

export const ANALYTICS_TEXTS = {
  unknownEvent: 'Unknown analytics event.',
  propertyName: 'Property names are lower-case letters, digits and _ (at most 40).',
  propertiesTooLarge: `Properties take at most ${ANALYTICS_LIMITS.propertiesJson} characters as JSON.`,
} as const;

const propertyValue = z.union([
  z.string().max(ANALYTICS_LIMITS.stringValue),
  z.number(),
  z.boolean(),
  z.null(),
]);

export const analyticsPropertiesSchema = z
  .record(z.string(), propertyValue)
  .refine((p) => Object.keys(p).every((key) => /^[a-z][a-z0-9_]{0,39}$/.test(key)), {
    message: ANALYTICS_TEXTS.propertyName,
  })
  .refine((p) => Object.keys(p).length <= ANALYTICS_LIMITS.properties, {
    message: `At most ${ANALYTICS_LIMITS.properties} properties.`,
  })
  .refine((p) => JSON.stringify(p).length <= ANALYTICS_LIMITS.propertiesJson, {
    message: ANALYTICS_TEXTS.propertiesTooLarge,
  });
export type AnalyticsProperties = z.infer<typeof analyticsPropertiesSchema>;

export const analyticsEventSchema = z.object({
  event: z.enum(ANALYTICS_EVENTS, { error: ANALYTICS_TEXTS.unknownEvent }),
  properties: analyticsPropertiesSchema.default({}),
});

export const analyticsBatchSchema = z.object({
  /** The browser's random id for its tab session; the signed-in user's id is taken from the session. */
  anonymous_id: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_LIMITS.batch),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsAcceptedSchema = z.object({ accepted: z.number().int() });
