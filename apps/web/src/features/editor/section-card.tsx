import { type ReactNode, useId } from 'react';
import { cn } from '../../ui/cn.ts';

/** A titled card of the editor page. */
export function SectionCard({
  title,
  actions,
  children,
  className,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('flex flex-col gap-6 rounded-2xl border border-mist bg-white p-4 wide:p-6', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
