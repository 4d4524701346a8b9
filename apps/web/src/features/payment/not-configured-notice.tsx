import { Notice } from '../../ui/notice.tsx';

/**
 * Without Stripe keys the server takes no payment: says so, and how the operator grants a plan instead
 * (the admin CLI of the README). Nothing on the page pretends to charge.
 */
export function NotConfiguredNotice({ email }: { email?: string }) {
  return (
    <Notice tone="info" className="max-w-2xl">
      <p className="font-medium">Online payment is not configured on this server.</p>
      <p className="mt-1">Plans are granted by the server's operator. Ask them to run this on the server:</p>
      <code className="mt-2 block rounded-md bg-white px-3 py-2 font-mono text-xs break-words">
        npm run admin -- user:set-plan {email ?? 'YOUR-EMAIL'} premium_agent
      </code>
    </Notice>
  );
}
