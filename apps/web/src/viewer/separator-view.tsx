/** A titled divider between groups of assets; without a title, a plain rule. */
export function SeparatorView({ title }: { title: string }) {
  if (!title) return <hr className="border-mist" />;
  return (
    <div className="flex items-center gap-4">
      <span aria-hidden className="h-px flex-1 bg-mist" />
      <h2 className="max-w-[70%] text-center text-sm font-semibold tracking-wide break-words text-muted uppercase">
        {title}
      </h2>
      <span aria-hidden className="h-px flex-1 bg-mist" />
    </div>
  );
}
