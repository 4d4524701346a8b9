import { AI_TEXTS } from '@folio/shared';
import { AppError } from '../../platform/errors.ts';

/** No AI provider is configured: the builder is absent from the app, and its routes say why. */
export const aiNotConfigured = () => new AppError(503, { detail: AI_TEXTS.notConfigured });

/** The draft is not in a state for this (being generated, not generated yet, already added). */
export const draftConflict = (detail: string) => new AppError(409, { detail });
