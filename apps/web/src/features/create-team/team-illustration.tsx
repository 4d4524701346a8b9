/** The team settings step's side image: people around a shared deck, drawn in the theme colour. */
export function TeamIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 360" className={className} aria-hidden focusable="false">
      <rect x="0" y="0" width="320" height="360" rx="24" className="fill-theme-lightest" />
      <rect x="60" y="70" width="200" height="130" rx="12" className="fill-white" />
      <rect x="76" y="86" width="168" height="64" rx="6" className="fill-theme-light" />
      <rect x="76" y="162" width="110" height="10" rx="5" className="fill-mist" />
      <rect x="76" y="180" width="76" height="8" rx="4" className="fill-mist" />
      <circle cx="226" cy="176" r="12" className="fill-accent" />
      {[70, 160, 250].map((cx, index) => (
        <g key={cx}>
          <circle cx={cx} cy="262" r="22" className={index === 1 ? 'fill-theme' : 'fill-theme-dark'} />
          <path
            d={`M${cx - 38} 332c0-24 17-40 38-40s38 16 38 40`}
            className={index === 1 ? 'fill-theme' : 'fill-theme-dark'}
          />
        </g>
      ))}
    </svg>
  );
}
