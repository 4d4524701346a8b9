import type { ReactNode } from 'react';
import { cn } from '../../ui/cn.ts';

/** One part of the billing tab: a heading that names the section for screen readers, then its content. */
export function BillingSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  /** Spacing and alignment of the content; a gap of 4 by default. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn('flex flex-col', className ?? 'gap-4')}>
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
