import { FILE_MESSAGES } from '@folio/shared';
import { AppError } from '../../platform/errors.ts';

const TOO_LARGE: string[] = [
  FILE_MESSAGES.videoTooLarge,
  FILE_MESSAGES.freeTooLarge,
  FILE_MESSAGES.premiumTooLarge,
];

/** A refused file: 413 when it is too large, 415 for its type, 400 when empty (spec §5 texts). */
export function fileRefused(message: string) {
  const status = TOO_LARGE.includes(message) ? 413 : message === FILE_MESSAGES.empty ? 400 : 415;
  return new AppError(status, { detail: message });
}

export const uploadMissing = () =>
  new AppError(400, {
    upload_key: ['This upload was not found or has not finished. Upload the file again.'],
  });
