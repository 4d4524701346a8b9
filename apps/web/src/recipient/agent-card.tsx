import { Mail, MessageSquare, Phone } from 'lucide-react';
import { Avatar } from '../ui/avatar.tsx';
import { cn } from '../ui/cn.ts';
import type { Agent } from './types.ts';

/** The anchor of the agent card at the end of the page (the compact bar's name leads there). */
export const AGENT_CARD_ID = 'agent-card';

export type AgentContact = {
  key: 'call' | 'text' | 'email';
  label: string;
  href: string;
  Icon: typeof Phone;
};

/** The ways to reach the agent that they filled in: call and text need a phone, e-mail an address. */
export function agentContacts(agent: Agent): AgentContact[] {
  const phone = agent.phone?.replace(/[^\d+]/g, '') ?? '';
  const contacts: AgentContact[] = [];
  if (phone) {
    contacts.push({ key: 'call', label: 'Call', href: `tel:${phone}`, Icon: Phone });
    contacts.push({ key: 'text', label: 'Text', href: `sms:${phone}`, Icon: MessageSquare });
  }
  if (agent.email) contacts.push({ key: 'email', label: 'Email', href: `mailto:${agent.email}`, Icon: Mail });
  return contacts;
}

/** The name a contact button says it reaches: 'Call Ada Agent'. */
export const contactLabel = (contact: AgentContact, agent: Agent) =>
  agent.name ? `${contact.label} ${agent.name}` : contact.label;

/** The agent's card after the content: picture, name, company and a button per way to reach them. */
export function AgentCard({ agent }: { agent: Agent }) {
  const contacts = agentContacts(agent);
  return (
    <section
      id={AGENT_CARD_ID}
      aria-labelledby="agent-card-name"
      className="mx-auto mt-6 flex max-w-4xl scroll-mt-4 flex-col gap-5 bg-white p-6 shadow-sm ring-1 ring-mist/60 wide:mt-8 wide:rounded-2xl wide:p-8"
    >
      <div className="flex items-center gap-4">
        <Avatar src={agent.picture} name={agent.name || agent.email || ''} className="size-16 text-xl" />
        <div className="min-w-0">
          <p className="text-sm text-muted">Presented by</p>
          <h2 id="agent-card-name" className="text-xl font-semibold break-words text-ink">
            {agent.name || agent.email || 'Your agent'}
          </h2>
          {agent.company && <p className="break-words text-muted">{agent.company}</p>}
        </div>
      </div>
      {contacts.length > 0 && (
        <ul className="grid grid-cols-[repeat(auto-fit,minmax(5.5rem,1fr))] gap-2">
          {contacts.map((contact) => (
            <li key={contact.key}>
              <a
                href={contact.href}
                aria-label={contactLabel(contact, agent)}
                className={cn(
                  'flex h-16 w-full flex-col items-center justify-center gap-1 rounded-lg text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-theme',
                  contact.key === 'call'
                    ? 'bg-theme text-white hover:bg-theme-dark'
                    : 'border border-mist bg-white text-ink hover:border-theme-light hover:bg-theme-lightest',
                )}
              >
                <contact.Icon className="size-5 shrink-0" aria-hidden />
                {contact.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
