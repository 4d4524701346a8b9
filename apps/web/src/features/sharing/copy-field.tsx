import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/field.tsx';
import { copyLink } from './copy.ts';

/** A read-only link with its Copy button (by default a presentation link: the copied address carries cp=link). */
export function CopyField({
  label,
  link,
  copy = copyLink,
  copyLabel = 'Copy',
}: {
  label: string;
  link: string;
  copy?: (link: string) => Promise<void>;
  copyLabel?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className={inputClass(false, 'min-w-0 flex-1 bg-paper text-sm')}
        />
        <Button variant="secondary" className="h-12" onClick={() => void copy(link)}>
          <Copy className="size-4" aria-hidden />
          {copyLabel}
        </Button>
      </div>
    </div>
  );
}
