import { FILE_MESSAGES } from '@folio/shared';
import { AppError } from '../../platform/errors.ts';

const TOO_LARGE: string[] = [
  FILE_MESSAGES.videoTooLarge,
  FILE_MESSAGES.freeTooLarge,
  FILE_MESSAGES.premiumTooLarge,
];

/** Refused for what is inside the file, not for its type: an empty file, a damaged PDF. */
const UNREADABLE: string[] = [FILE_MESSAGES.empty, FILE_MESSAGES.pdf];

/** A refused file: 413 when it is too large, 415 for its type, 400 when empty or unreadable (spec §5 texts). */
export function fileRefused(message: string) {
  const status = TOO_LARGE.includes(message) ? 413 : UNREADABLE.includes(message) ? 400 : 415;
  return new AppError(status, { detail: message });
}

export const uploadMissing = () =>
  new AppError(400, {
    upload_key: ['This upload was not found or has not finished. Upload the file again.'],
  });
