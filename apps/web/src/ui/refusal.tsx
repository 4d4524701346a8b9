import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from './button.tsx';

/** What someone sees instead of a page the server refused them (403): why, and a way elsewhere. */
export function Refusal({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-mist"
    >
      <ShieldAlert className="size-10 text-theme-light" aria-hidden />
      <p className="text-lg font-semibold text-ink">{text}</p>
      <Link to={to} className={buttonClass('secondary')}>
        {action}
      </Link>
    </div>
  );
}
