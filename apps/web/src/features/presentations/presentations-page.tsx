import { Plus, Presentation } from 'lucide-react';
import { useEffect, useId } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { useUpdateUser, useUser } from '../accounts/api.ts';
import { PRESENTATION_TABS } from './tabs.ts';

/** Visiting Received or Templates clears its "new" dot (PATCH /api/user). */
function useClearNewDots(pathname: string) {
  const user = useUser();
  const { mutate } = useUpdateUser();
  const received = pathname === '/presentations/received' && user?.hasNewReceivedPresentation;
  const templates = pathname === '/presentations/templates' && user?.hasNewPresentationTemplate;
  useEffect(() => {
    if (received) mutate({ hasNewReceivedPresentation: false });
    if (templates) mutate({ hasNewPresentationTemplate: false });
  }, [received, templates, mutate]);
}

/** /presentations and its tabs. The list arrives with the presentations issue; until then, the empty state. */
export function PresentationsPage() {
  const { pathname } = useLocation();
  const user = useUser();
  const reasonId = useId();
  useClearNewDots(pathname);
  const tabs = PRESENTATION_TABS.filter((tab) => !user || tab.visible(user));
  const current =
    PRESENTATION_TABS.find((tab) => pathname.startsWith(tab.path) && tab.path !== '/presentations') ??
    PRESENTATION_TABS[0];
  if (!current) return null;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">Presentations</h1>
          <p className="mt-2 text-muted">
            Build a presentation, share it by link or e-mail, and see who viewed what.
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-2 md:items-end">
          <Button size="lg" disabled aria-describedby={reasonId}>
            <Plus className="size-5" aria-hidden />
            Create presentation
          </Button>
          <p id={reasonId} className="max-w-xs text-sm text-muted md:text-right">
            The presentation editor is not part of this version yet.
          </p>
        </div>
      </div>
      <nav aria-label="Presentation lists" className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2 border-b border-mist">
          {tabs.map((tab) => (
            <li key={tab.path}>
              <NavLink
                to={tab.path}
                end={tab.path === '/presentations'}
                className={({ isActive }) =>
                  cn(
                    '-mb-px inline-flex h-12 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                    isActive ? 'border-accent text-ink' : 'border-transparent text-muted hover:text-ink',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-mist bg-white px-6 py-16 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-theme-lightest text-theme">
          <Presentation className="size-7" aria-hidden />
        </span>
        <h2 className="text-xl font-semibold">{current.empty}</h2>
        <p className="max-w-md text-muted">{current.text}</p>
      </section>
    </div>
  );
}
