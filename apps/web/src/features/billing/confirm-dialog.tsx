import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

/** A yes/no question before a billing change; the dialog closes once the change has been answered. */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirm: string;
  keep: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={props.title} description={props.text}>
      <div className="flex flex-col-reverse gap-2 wide:flex-row wide:justify-end">
        <Button variant="secondary" onClick={() => props.onOpenChange(false)}>
          {props.keep}
        </Button>
        <Button loading={props.busy} onClick={props.onConfirm}>
          {props.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
