import { Download } from 'lucide-react';
import { buttonClass } from '../../ui/button.tsx';

/** The viewers and the sessions of a presentation as CSV files (the browser downloads them). */
export function ExportLinks({ presentationId }: { presentationId: number }) {
  return (
    <div className="flex flex-wrap gap-2">
      {(['viewers', 'sessions'] as const).map((what) => (
        <a
          key={what}
          href={`/api/presentation-insights/${presentationId}/${what}.csv`}
          download
          className={buttonClass('secondary', 'sm')}
        >
          <Download className="size-4" aria-hidden />
          {what === 'viewers' ? 'Viewers CSV' : 'Sessions CSV'}
        </a>
      ))}
    </div>
  );
}
