import { z } from 'zod';
import { emailField, textSchema } from './validation.ts';

/** Agreement gate of a share link (issue 18, point 4). Premium. */
export const AGREEMENT_TEXT_MAX = 20_000;

export const AGREEMENT_TEXTS = {
  textRequired: 'Type the agreement recipients must accept.',
  textTooLong: `Ensure the agreement has no more than ${AGREEMENT_TEXT_MAX.toLocaleString('en-US')} characters.`,
  premium: 'Agreements are a Premium feature. Upgrade to use them.',
  mustAccept: 'Please accept the agreement to continue.',
  nameRequired: 'Please enter your name',
  changed: 'The agreement has changed. Please read it again.',
  saved: 'Agreement saved.',
  removed: 'Agreement removed.',
} as const;

/** PUT …/agreement: the text; a changed text becomes a new version. */
export const agreementUpdateSchema = z
  .object({
    text: textSchema({ max: AGREEMENT_TEXT_MAX, multiline: true, tooLong: AGREEMENT_TEXTS.textTooLong }).min(
      1,
      AGREEMENT_TEXTS.textRequired,
    ),
  })
  .strict();

export const agreementSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  text: z.string(),
  created_at: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** GET …/agreement: the current version, or null when the link asks for none. */
export const agreementResponseSchema = z.object({ agreement: agreementSchema.nullable() });

export const agreementAcceptanceSchema = z.object({
  id: z.number().int(),
  share_link_id: z.number().int(),
  link_name: z.string(),
  agreement_id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  email: z.string(),
  ip: z.string(),
  accepted_at: z.string(),
});
export type AgreementAcceptance = z.infer<typeof agreementAcceptanceSchema>;

export const agreementAcceptanceListSchema = z.object({ results: z.array(agreementAcceptanceSchema) });

/** What the gate shows and asks: the text to accept and its version id (sent back with the acceptance). */
export const viewerAgreementSchema = z.object({ id: z.number().int(), text: z.string() });

/** The acceptance fields of POST …/unlock. */
export const agreementUnlockFields = {
  agreement_id: z.number().int().optional(),
  accept_agreement: z.boolean().optional(),
};

/** The e-mail an acceptance is signed with: the one e-mail rule. */
export const agreementEmailSchema = emailField();
