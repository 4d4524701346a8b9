import { z } from 'zod';
import { isAccessListEntry, LINK_VERIFICATION, LINK_VERIFICATION_TEXTS } from './link-verification-rules.ts';

/** An allow or block list as the owner sets it: trimmed, lower-cased, without repeats. */
export const accessListSchema = z
  .array(z.string().trim().toLowerCase().max(254))
  .max(LINK_VERIFICATION.listMax, LINK_VERIFICATION_TEXTS.listTooLong)
  .transform((entries) => [...new Set(entries.filter(Boolean))])
  .refine((entries) => entries.every(isAccessListEntry), LINK_VERIFICATION_TEXTS.listEntryInvalid);

/** Refused attempts shown in a presentation's insights at most (the latest). */
export const REFUSED_ATTEMPTS_MAX = 50;

/** An address a link's allow or block list refused (GET /api/presentation-insights/{id}/refused). */
export const refusedAttemptSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  share_link: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
});
export type RefusedAttempt = z.infer<typeof refusedAttemptSchema>;

/** POST /api/client/presentations/{hash}/verification-code */
export const verificationCodeRequestSchema = z.object({ email: z.string().trim().max(254) }).strict();
export type VerificationCodeRequest = z.infer<typeof verificationCodeRequestSchema>;
export const verificationCodeSentSchema = z.object({ detail: z.string(), email: z.string() });
export type VerificationCodeSent = z.infer<typeof verificationCodeSentSchema>;
