import { SecretReveal } from '../secret-reveal.tsx';

/** The signing secret with Copy: shown after creation, and when the owner reveals it. */
export function SecretShown({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <SecretReveal
      label="Signing secret"
      fieldLabel="Signing secret"
      value={secret}
      notice={
        <>
          Each request carries <code>Folio-Signature: t=…,v1=…</code>: <code>v1</code> is the hex HMAC-SHA256
          of <code>t</code>, a dot and the raw body, keyed with this secret. Keep it private.
        </>
      }
      onDone={onDone}
    />
  );
}
