import type { Db } from '../db/client.ts';
import type { TemplateName } from './mail/templates/names.ts';
import { outboxEvents } from './outbox/outbox.table.ts';

/**
 * Things that happen to a presentation, as the modules that cause them announce them. E-mails to the
 * owner and notifications listen here, so the recipient's request never waits on them and a failing
 * listener never fails it. Events whose effects must not be lost are recorded in the outbox with the
 * change that causes them (`record`); the others are only announced in this process (`emit`).
 */
export type DomainEvents = {
  /** A recipient opened a share link (a counted view session began). */
  'presentation.viewed': {
    sessionId: number;
    shareLinkId: number;
    presentationId: number;
    ownerId: number;
    viewer: { name: string | null; email: string | null; phone: string | null };
    /** When the session began (its created_at, ISO 8601). */
    createdAt: string;
  };
  /** A recipient left feedback in a view session. */
  'feedback.created': {
    feedbackId: number;
    sessionId: number;
    shareLinkId: number;
    presentationId: number;
    ownerId: number;
  };
  /** A recipient forwarded a link to someone. */
  'presentation.forwarded': {
    forwardId: number;
    shareLinkId: number;
    presentationId: number;
    ownerId: number;
  };
  /** The owner sent a presentation or document by e-mail. */
  'presentation.shared': { presentationId: number; ownerId: number; shareLinkIds: number[] };
  /** A view session saw assets for the first time, more of their pages or play time (assetIds), or another minute passed. */
  'asset.viewed': { sessionId: number; presentationId: number; ownerId: number; assetIds: number[] };
  /** A batch of a view session's activity (pages, seconds, play) was recorded. */
  'activity.recorded': { sessionId: number; presentationId: number; ownerId: number };
  /** A user made a presentation or document of their own (new, or from a template). */
  'presentation.created': { presentationId: number; ownerId: number };
  /** A user made team templates (one per team); `notifyTeam: false`: the members are not told. */
  'template.added': { templateIds: number[]; ownerId: number; notifyTeam?: boolean };
  /** A new account was made. */
  'user.registered': { userId: number };
  /** A user joined a team (an invite accepted). */
  'team.member_joined': { companyId: number; userId: number };
  /** An invite was sent (or resent) to an address that has an account. */
  'team.invited': { companyId: number; inviteId: number; email: string };
  /**
   * A user's plan role (free_agent, premium_agent) changed, or, with companyId, their role in that team
   * (teamRole 'admin' or 'member'; null: they left it); role is then their plan as it now is.
   */
  'user.role_changed': {
    userId: number;
    role: string;
    companyId?: number;
    teamRole?: 'admin' | 'member' | null;
  };
  /** A notification was made: its pushes to the user's browsers are queued from here. */
  'notification.created': { notificationId: number; userId: number };
  /** An e-mail to send, recorded with the change it is about (a sign-up, a reset, a forward). */
  'mail.requested': {
    to: string;
    template: TemplateName;
    props: Record<string, unknown>;
    replyTo?: string;
    fromName?: string;
  };
};

export type EventName = keyof DomainEvents;
/** How an event reached its listener: `eventId` is its outbox row, the same on every redelivery. */
export type Delivery = { eventId?: number };
type Listener<E extends EventName> = (payload: DomainEvents[E], delivery: Delivery) => Promise<void> | void;

export type Events = {
  on<E extends EventName>(name: E, listener: Listener<E>): void;
  /** Runs every listener in this process without waiting; errors go to `onError`. Lost in a crash. */
  emit<E extends EventName>(name: E, payload: DomainEvents[E]): void;
  /**
   * Writes the event into the outbox through `db`, the transaction of the change that causes it; the
   * relay delivers it once that commits (at least once: listeners key their effects by what they are about).
   */
  record<E extends EventName>(db: Db, name: E, ...payloads: DomainEvents[E][]): Promise<void>;
  /** Asks the relay to deliver now what was just committed (else it finds it at its next poll). */
  flush(): void;
  /** Sets what `flush` wakes (the relay). */
  onFlush(wake: () => void): void;
  /** Runs every listener of a recorded event and waits for them; rejects when one failed. */
  deliver(name: EventName, payload: unknown, delivery: Delivery): Promise<void>;
  /** Resolves when every listener started so far has finished (tests, graceful shutdown). */
  settled(): Promise<void>;
};

export function createEvents(onError: (error: unknown, name: EventName) => void): Events {
  const listeners = new Map<EventName, Listener<never>[]>();
  const running = new Set<Promise<unknown>>();
  let wake = () => {};
  const track = <T>(work: Promise<T>) => {
    running.add(work);
    const forget = () => running.delete(work);
    work.then(forget, forget);
    return work;
  };
  const run = (name: EventName, payload: unknown, delivery: Delivery) =>
    (listeners.get(name) ?? []).map((listener) =>
      (async () => (listener as Listener<typeof name>)(payload as never, delivery))(),
    );
  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as Listener<never>]);
    },
    emit(name, payload) {
      for (const work of run(name, payload, {})) track(work.catch((error: unknown) => onError(error, name)));
    },
    async record(db, name, ...payloads) {
      if (payloads.length > 0)
        await db.insert(outboxEvents).values(payloads.map((payload) => ({ name, payload })));
    },
    flush: () => wake(),
    onFlush(next) {
      wake = next;
    },
    async deliver(name, payload, delivery) {
      const results = await track(Promise.allSettled(run(name, payload, delivery)));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
