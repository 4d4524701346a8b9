import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../ui/logo.tsx';

type AuthLayoutProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** A side panel beside the form on large screens, under it on small ones; null for none (embedded pages). */
  aside?: ReactNode;
  /** The logo goes to the landing page ("/") unless told otherwise. */
  logoTo?: string;
};

/** The frame of every account-entry page: logo, a calm card with the form, an optional side panel. */
export function AuthLayout({
  title,
  subtitle,
  children,
  aside = <BrandPitch />,
  logoTo = '/',
}: AuthLayoutProps) {
  return (
    <div
      className={aside ? 'min-h-dvh large:grid large:grid-cols-[minmax(0,1fr)_minmax(0,480px)]' : 'min-h-dvh'}
    >
      <main className="flex flex-col px-6 py-8 wide:px-12 wide:py-12">
        {/* "/" is the server's landing page for a signed-out visitor: a full page load. */}
        <Link
          to={logoTo}
          reloadDocument={logoTo === '/'}
          aria-label="Folio home"
          className="self-start rounded-lg"
        >
          <Logo />
        </Link>
        <div className="mx-auto flex w-full max-w-[420px] flex-1 flex-col justify-center py-12">
          <h1 className="text-2xl font-semibold tracking-tight text-ink wide:text-3xl">{title}</h1>
          {subtitle && <p className="mt-2 text-muted">{subtitle}</p>}
          <div className="mt-8">{children}</div>
        </div>
      </main>
      {aside && (
        <aside className="bg-theme px-6 py-12 text-white wide:px-12 large:flex large:flex-col large:justify-center">
          {aside}
        </aside>
      )}
    </div>
  );
}

/** What the product is for, on the side panel of account pages. */
export function BrandPitch() {
  return (
    <div className="flex max-w-sm flex-col gap-4">
      <h2 className="text-2xl font-semibold">Share presentations people actually open.</h2>
      <p className="text-white/80">
        Build a presentation from your files, images, videos and websites, send it by tracked link or e-mail,
        and see who viewed what.
      </p>
    </div>
  );
}

/** "OR" between the form and the social sign-in buttons. */
export function OrDivider() {
  return (
    <div
      className="my-6 flex items-center gap-4 text-xs font-semibold tracking-widest text-muted"
      aria-hidden
    >
      <span className="h-px flex-1 bg-mist" />
      OR
      <span className="h-px flex-1 bg-mist" />
    </div>
  );
}
