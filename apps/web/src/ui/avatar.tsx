import { cn } from './cn.ts';

type AvatarProps = { src?: string | null; name: string; className?: string };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

/** A round picture, or the initials of the name on the theme's lightest shade. */
export function Avatar({ src, name, className }: AvatarProps) {
  return src ? (
    <img src={src} alt="" className={cn('size-9 shrink-0 rounded-full object-cover', className)} />
  ) : (
    // The initials are drawn by CSS, not written as text: a button named 'Account menu for Dana Reyes' then
    // shows no text that is missing from its name (axe label-content-name-mismatch).
    <span
      aria-hidden
      data-initials={initials(name)}
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-full bg-theme-lightest text-sm font-semibold text-theme before:content-[attr(data-initials)]',
        className,
      )}
    />
  );
}
