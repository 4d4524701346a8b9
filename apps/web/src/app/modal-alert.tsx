import { useEffect } from 'react';
import { useModalAlert } from '../lib/alerts.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';

/** The modal alert (spec accounts §3): its message, its button and its success action. */
export function ModalAlertDialog() {
  const alert = useModalAlert((s) => s.alert);
  const close = useModalAlert((s) => s.close);

  useEffect(() => {
    if (!alert?.timer) return;
    const id = window.setTimeout(close, alert.timer);
    return () => window.clearTimeout(id);
  }, [alert, close]);

  if (!alert) return null;
  const dismiss = () => {
    close();
    alert.onClick?.();
  };
  return (
    <Dialog
      key={alert.key}
      open
      onOpenChange={(open) => !open && dismiss()}
      title={alert.title}
      description={alert.message}
    >
      {alert.content}
      <div className="mt-6 flex flex-col-reverse gap-3 wide:flex-row wide:justify-end">
        <Button variant={alert.successLabel ? 'secondary' : 'primary'} onClick={dismiss}>
          {alert.buttonLabel ?? 'OK'}
        </Button>
        {alert.successLabel && (
          <Button
            variant={alert.type === 'error' ? 'accent' : 'primary'}
            onClick={() => {
              close();
              alert.onSuccessClick?.();
            }}
          >
            {alert.successLabel}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
