import type { CHECKLIST_STEPS } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CloseButton } from '../../ui/close-button.tsx';
import { checklistQuery } from './api.ts';

type StepKey = (typeof CHECKLIST_STEPS)[number];

/** What each step asks, and where it is done (none: on this very page). */
const STEPS: Record<StepKey, { text: string; to?: string; action?: string }> = {
  presentation: { text: 'Make a presentation your own: rename a starter template or create one' },
  profile: { text: 'Add your photo and phone number', to: '/settings/edit-profile', action: 'Edit profile' },
  shared: { text: 'Share it with a client by link or e-mail (Share in its menu or editor)' },
  viewed: { text: 'See who viewed it and for how long', to: '/insights', action: 'Open Analytics' },
};

const hiddenKey = (userId: number) => `folio-first-run-hidden-${userId}`;

/** My Presentations' first-run checklist: shown until every step is done or the user hides it. */
export function FirstRunChecklist({ userId }: { userId: number }) {
  const [hidden, setHidden] = useState(() => localStorage.getItem(hiddenKey(userId)) === '1');
  const { data } = useQuery({ ...checklistQuery, enabled: !hidden });
  if (hidden || !data) return null;
  const doneCount = data.steps.filter((s) => s.done).length;
  if (doneCount === data.steps.length) return null;
  const hide = () => {
    localStorage.setItem(hiddenKey(userId), '1');
    setHidden(true);
  };
  return (
    <section aria-labelledby="first-run-title" className="rounded-2xl bg-white p-5 ring-1 ring-mist">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="first-run-title" className="font-semibold text-ink">
            Get started
          </h2>
          <p className="text-sm text-muted">
            {doneCount} of {data.steps.length} done
          </p>
        </div>
        <CloseButton
          label="Hide the checklist"
          onClick={hide}
          className="text-muted hover:bg-theme-lightest"
        />
      </div>
      <ol className="mt-4 flex flex-col gap-3">
        {data.steps.map(({ key, done }) => {
          const step = STEPS[key];
          const Icon = done ? CheckCircle2 : Circle;
          return (
            <li key={key} className="flex items-start gap-3 text-sm">
              <Icon
                className={done ? 'size-5 shrink-0 text-success' : 'size-5 shrink-0 text-muted'}
                aria-hidden
              />
              <span className="flex min-w-0 flex-wrap gap-x-3">
                <span className={done ? 'text-muted line-through' : 'text-ink'}>
                  <span className="sr-only">{done ? 'Done: ' : 'To do: '}</span>
                  {step.text}
                </span>
                {!done && step.to && (
                  <Link to={step.to} className="font-medium text-theme hover:underline">
                    {step.action}
                  </Link>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
