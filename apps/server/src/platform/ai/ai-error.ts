export type AiErrorKind = 'budget' | 'rate_limited' | 'provider' | 'timeout' | 'canceled';

/** Why an AI call did not answer; the message is safe to show (it never holds the key or a prompt). */
export class AiError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'AiError';
  }
}
