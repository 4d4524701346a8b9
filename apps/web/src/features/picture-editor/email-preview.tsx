/** How the picture is shown: a round sender's avatar, or a logo at the top of the e-mail. */
export type PreviewLook = 'avatar' | 'logo';

/** A small e-mail as a recipient gets it, with the edited picture in place (a preview, not a real e-mail). */
export function EmailPreview({ url, label, look }: { url: string; label: string; look: PreviewLook }) {
  const picture = `Your ${label}`;
  return (
    <figure className="rounded-xl bg-paper p-3 wide:p-5" aria-label="E-mail preview">
      <div className="mx-auto flex max-w-sm flex-col gap-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-mist">
        {look === 'avatar' ? (
          <div className="flex items-center gap-3">
            <img
              src={url}
              alt={picture}
              className="size-12 shrink-0 rounded-full object-cover ring-1 ring-mist"
            />
            <div className="min-w-0">
              <p className="text-sm font-semibold text-ink">You</p>
              <p className="text-xs text-muted">shared a presentation with Alex</p>
            </div>
          </div>
        ) : (
          <img src={url} alt={picture} className="h-20 max-w-[75%] self-start object-contain" />
        )}
        <div className="border-t border-mist pt-4 text-sm">
          <p className="font-medium text-ink">Hi Alex,</p>
          <p className="mt-1 text-muted">
            Here is the presentation we talked about. Have a look when you have a moment.
          </p>
        </div>
        <span className="inline-flex h-10 items-center justify-center self-start rounded-lg bg-theme px-5 text-sm font-semibold text-white">
          View Presentation
        </span>
      </div>
    </figure>
  );
}
