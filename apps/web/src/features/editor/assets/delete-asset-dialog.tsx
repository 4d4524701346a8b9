import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';

/** Asks before an asset is deleted. */
export function DeleteAssetDialog({
  name,
  open,
  onOpenChange,
  onConfirm,
}: {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this asset?"
      description={`${name} will be removed from this presentation. This cannot be undone.`}
    >
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          variant="accent"
          onClick={() => {
            onConfirm();
            onOpenChange(false);
          }}
        >
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
