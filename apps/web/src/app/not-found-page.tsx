import { Link } from 'react-router';
import { buttonClass } from '../ui/button.tsx';
import { Logo } from '../ui/logo.tsx';

/** /404: every unknown path redirects here. */
export function NotFoundPage() {
  return (
    <main className="grid min-h-dvh place-items-center px-6 py-16">
      <div className="flex max-w-md flex-col items-center gap-6 text-center">
        <Link to="/" aria-label="Folio home">
          <Logo />
        </Link>
        <p className="text-7xl font-bold tracking-tight text-theme-light" aria-hidden>
          404
        </p>
        <h1 className="text-3xl font-semibold text-ink">Page not found</h1>
        <p className="text-muted">The page you are looking for does not exist or has been moved.</p>
        <Link to="/presentations" className={buttonClass('primary', 'lg')}>
          Go to Presentations
        </Link>
      </div>
    </main>
  );
}
