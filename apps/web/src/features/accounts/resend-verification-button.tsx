import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button, type ButtonVariant } from '../../ui/button.tsx';
import { useResendVerification } from './api.ts';

/** 'Resend': a new verification link and code; a toast says where they went, or why not. */
export function ResendVerificationButton({ variant = 'secondary' }: { variant?: ButtonVariant }) {
  const resend = useResendVerification();
  const onClick = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => notify.success(answer.detail),
      onError: (error) => notify.error(firstMessage(error)),
    });
  return (
    <Button variant={variant} size="sm" loading={resend.isPending} onClick={onClick}>
      Resend
    </Button>
  );
}
