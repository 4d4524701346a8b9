import { FileText } from 'lucide-react';

/**
 * A page's or image's thumbnail beside its numbers (the owner's file URL: the session cookie reaches
 * it); a plain tile when there is none, so rows stay aligned.
 */
export function PageThumb({ src }: { src: string | null }) {
  const box = 'h-10 w-10 shrink-0 rounded-md ring-1 ring-mist bg-paper';
  return src ? (
    <img src={src} alt="" loading="lazy" decoding="async" className={`${box} object-cover`} />
  ) : (
    <span aria-hidden className={`${box} grid place-items-center text-muted`}>
      <FileText className="size-4" />
    </span>
  );
}
