import { Forward, MessageCircleHeart } from 'lucide-react';
import { Avatar } from '../ui/avatar.tsx';
import { buttonClass } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { AGENT_CARD_ID, agentContacts, contactLabel } from './agent-card.tsx';
import type { Agent } from './types.ts';

type RecipientDockProps = {
  agent: Agent;
  onFeedback?: () => void;
  onForward?: () => void;
};

const iconLink =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-theme hover:bg-theme-lightest focus-visible:outline-2 focus-visible:outline-theme';

/**
 * The compact bar at the bottom of the screen, always in reach: the agent (their name leads to the
 * full card) with call, text and e-mail, and the recipient's actions (forward, feedback).
 */
export function RecipientDock({ agent, onFeedback, onForward }: RecipientDockProps) {
  const contacts = agentContacts(agent);
  const who = agent.name || agent.email || 'Your agent';
  return (
    <aside
      aria-label="Agent and actions"
      data-testid="recipient-dock"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-mist/70 bg-white/95 pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur"
    >
      <div className="mx-auto flex h-14 max-w-4xl items-center gap-1 px-2 wide:gap-2 wide:px-4">
        <a
          href={`#${AGENT_CARD_ID}`}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-lg py-1 pr-1 focus-visible:outline-2 focus-visible:outline-theme"
        >
          <Avatar src={agent.picture} name={who} />
          <span className="sr-only flex-col leading-tight min-[400px]:not-sr-only min-[400px]:flex min-[400px]:min-w-0">
            <span className="truncate text-sm font-semibold text-ink">{who}</span>{' '}
            {agent.company && <span className="truncate text-xs text-muted">{agent.company}</span>}
          </span>
        </a>
        {contacts.map((contact) => (
          <a
            key={contact.key}
            href={contact.href}
            aria-label={contactLabel(contact, agent)}
            className={iconLink}
          >
            <contact.Icon className="size-5" aria-hidden />
          </a>
        ))}
        {(onForward || onFeedback) && <span aria-hidden className="mx-0.5 h-6 w-px shrink-0 bg-mist" />}
        {onForward && (
          <button
            type="button"
            onClick={onForward}
            aria-label="Forward"
            className={cn(iconLink, 'text-ink wide:w-auto wide:gap-2 wide:px-3 wide:font-semibold')}
          >
            <Forward className="size-5" aria-hidden />
            <span aria-hidden className="hidden wide:inline">
              Forward
            </span>
          </button>
        )}
        {onFeedback && (
          <button
            type="button"
            onClick={onFeedback}
            aria-label="Give feedback"
            className={buttonClass('primary', 'md', 'shrink-0 gap-1.5 px-3')}
          >
            <MessageCircleHeart className="size-5" aria-hidden />
            <span aria-hidden className="wide:hidden">
              Feedback
            </span>
            <span aria-hidden className="hidden wide:inline">
              Give feedback
            </span>
          </button>
        )}
      </div>
    </aside>
  );
}
