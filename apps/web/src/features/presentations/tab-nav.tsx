import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../ui/cn.ts';
import { NewDot } from '../../ui/dot.tsx';
import type { User } from '../accounts/types.ts';
import { PRESENTATION_TABS, type PresentationTab } from './tabs.ts';

const dotOf = (tab: PresentationTab, user: User | null) =>
  (tab.key === 'received' && user?.hasNewReceivedPresentation) ||
  (tab.key === 'templates' && user?.hasNewPresentationTemplate);

/** The tabs of /presentations that this user sees; the current one is marked for screen readers. */
export function TabNav({ user, current }: { user: User | null; current: PresentationTab }) {
  const tabs = PRESENTATION_TABS.filter((tab) => !user || tab.visible(user) || tab === current);
  const currentLink = useRef<HTMLAnchorElement>(null);
  // On a phone the tabs scroll sideways: keep the current one in view.
  useEffect(() => {
    if (current) currentLink.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav aria-label="Presentation lists" className="-mx-4 overflow-x-auto px-4 wide:mx-0 wide:px-0">
      <ul className="flex w-max min-w-full gap-1 border-b border-mist">
        {tabs.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab.path}>
              <NavLink
                ref={active ? currentLink : undefined}
                to={tab.path}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex h-12 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                  active ? 'border-accent text-ink' : 'border-transparent text-muted hover:text-ink',
                )}
              >
                {tab.label}
                {dotOf(tab, user) && <NewDot />}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
