import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Flags, User } from '../../features/accounts/types.ts';

const MobileMenuSheet = lazy(() => import('./mobile-menu-sheet.tsx'));

/** Small screens (≤ 480 px): a menu button opening a full-screen sheet with the header's items. */
export function MobileMenu({ user, flags }: { user: User; flags: Flags | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="wide:hidden grid size-10 place-items-center rounded-lg text-ink hover:bg-theme-lightest"
      >
        <Menu className="size-6" aria-hidden />
      </button>
      {open && (
        <Suspense>
          <MobileMenuSheet user={user} flags={flags} close={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
