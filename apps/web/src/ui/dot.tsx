/** The accent dot that marks something new; `label` is read by screen readers. */
export function NewDot({ label = 'new' }: { label?: string }) {
  return (
    <span className="inline-flex size-2 shrink-0 rounded-full bg-accent">
      <span className="sr-only">({label})</span>
    </span>
  );
}
