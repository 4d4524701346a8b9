import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../ui/cn.ts';

/** One plan of /payment: name, price, what it includes, and its action (or 'Current plan'). */
export function PlanCard({
  name,
  price,
  priceNote,
  features,
  current,
  highlighted,
  children,
}: {
  name: string;
  /** None where online payment is not configured: the plan is granted, not bought. */
  price?: ReactNode;
  priceNote?: ReactNode;
  features: string[];
  current: boolean;
  highlighted?: boolean;
  children?: ReactNode;
}) {
  const headingId = `plan-${name.toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-5 rounded-2xl border bg-white p-6',
        highlighted ? 'border-theme shadow-sm' : 'border-mist',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {name}
        </h2>
        {current && (
          <span className="rounded-full bg-theme-lightest px-3 py-1 text-xs font-semibold text-theme">
            Current plan
          </span>
        )}
      </div>
      {price && (
        <div>
          <p className="text-3xl font-semibold tracking-tight text-ink">{price}</p>
          {priceNote && <div className="mt-1 text-sm text-muted">{priceNote}</div>}
        </div>
      )}
      <ul className="flex flex-1 flex-col gap-2 text-sm text-ink">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
