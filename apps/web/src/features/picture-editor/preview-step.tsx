import { Button } from '../../ui/button.tsx';
import { EmailPreview, type PreviewLook } from './email-preview.tsx';
import { StepHeading } from './step-heading.tsx';

type PreviewStepProps = {
  url: string;
  label: string;
  look: PreviewLook;
  onBack: () => void;
  onFinish: () => void;
};

/** Step 2 'Preview it': the cropped picture in an e-mail, with Back and Finish. */
export function PreviewStep({ url, label, look, onBack, onFinish }: PreviewStepProps) {
  return (
    <div className="flex flex-col gap-5">
      <StepHeading step={2} title="Preview it" />
      <p className="-mt-2 text-sm text-muted">
        This is how your {label} looks in the e&#8209;mails you send.
      </p>
      <EmailPreview url={url} label={label} look={look} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onFinish}>Finish</Button>
      </div>
    </div>
  );
}
