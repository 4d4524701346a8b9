import { z } from 'zod';

/**
 * POST /api/auth/handoff: where the framed page posts `code` (a form with target=_blank), so the new tab
 * signs in by a POST from Folio's own page, never by a link another site could send someone to.
 */
export const sessionHandoffSchema = z.object({ url: z.string(), code: z.string() });
export type SessionHandoff = z.infer<typeof sessionHandoffSchema>;

/** POST /auth/continue: the form's one field. */
export const sessionHandoffContinueSchema = z.object({ code: z.string().min(1).max(1000) });
