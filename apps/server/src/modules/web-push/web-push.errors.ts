import { fieldError } from '../../platform/errors.ts';

export const WEB_PUSH_TEXTS = {
  endpointRefused: 'The push endpoint must be an https address of a push service.',
} as const;

export const endpointRefused = () => fieldError('endpoint', WEB_PUSH_TEXTS.endpointRefused);
