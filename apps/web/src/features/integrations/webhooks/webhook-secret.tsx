import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../ui/button.tsx';
import { Notice } from '../../../ui/notice.tsx';

/** The signing secret with Copy: shown after creation, and when the owner reveals it. */
export function SecretShown({ secret, onDone }: { secret: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success('Signing secret copied.');
    } catch {
      notify.error('The secret could not be copied: select it and copy it by hand.');
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <Notice>
        Each request carries <code>Folio-Signature: t=…,v1=…</code>: <code>v1</code> is the hex HMAC-SHA256 of{' '}
        <code>t</code>, a dot and the raw body, keyed with this secret. Keep it private.
      </Notice>
      <input
        readOnly
        aria-label="Signing secret"
        value={secret}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded-lg border border-mist bg-theme-lightest p-3 font-mono text-sm text-ink"
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
