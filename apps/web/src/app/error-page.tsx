import { Link } from 'react-router';
import { buttonClass } from '../ui/button.tsx';
import { Logo } from '../ui/logo.tsx';

/** /error and the fallback for a page that failed to load or crashed. */
export function ErrorPage() {
  return (
    <main className="grid min-h-dvh place-items-center px-6 py-16">
      <div className="flex max-w-md flex-col items-center gap-6 text-center">
        <Link to="/" aria-label="Folio home">
          <Logo />
        </Link>
        <h1 className="text-3xl font-semibold text-ink">Something went wrong</h1>
        <p className="text-muted">
          The page could not be shown. Reload to try again; if it keeps happening, contact our support.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className={buttonClass('primary', 'lg')}
            onClick={() => window.location.reload()}
          >
            Reload the page
          </button>
          <a href="/presentations" className={buttonClass('secondary', 'lg')}>
            Go to Presentations
          </a>
        </div>
      </div>
    </main>
  );
}
