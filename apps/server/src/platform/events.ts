/**
 * Things that happen to a presentation, as the modules that cause them announce them. E-mails to the
 * owner and notifications listen here, so the recipient's request never waits on them and a failing
 * listener never fails it.
 */
export type DomainEvents = {
  /** A recipient opened a share link (a counted view session began). */
  'presentation.viewed': {
    sessionId: number;
    shareLinkId: number;
    presentationId: number;
    ownerId: number;
    viewer: { name: string | null; email: string | null; phone: string | null };
    /** When the session began (its created_at). */
    createdAt: Date;
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
  /** A user made team templates of a presentation (one per team). */
  'template.added': { templateIds: number[]; ownerId: number };
  /** A new account was made. */
  'user.registered': { userId: number };
  /** A user joined a team (an invite accepted). */
  'team.member_joined': { companyId: number; userId: number };
  /** A user's plan role changed (free_agent, premium_agent). */
  'user.role_changed': { userId: number; role: string };
};

export type EventName = keyof DomainEvents;
type Listener<E extends EventName> = (payload: DomainEvents[E]) => Promise<void> | void;

export type Events = {
  on<E extends EventName>(name: E, listener: Listener<E>): void;
  /** Runs every listener without waiting; errors go to `onError`. */
  emit<E extends EventName>(name: E, payload: DomainEvents[E]): void;
  /** Resolves when every listener started so far has finished (tests, graceful shutdown). */
  settled(): Promise<void>;
};

export function createEvents(onError: (error: unknown, name: EventName) => void): Events {
  const listeners = new Map<EventName, Listener<never>[]>();
  const running = new Set<Promise<void>>();
  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as Listener<never>]);
    },
    emit(name, payload) {
      for (const listener of listeners.get(name) ?? []) {
        const run = (async () => (listener as Listener<typeof name>)(payload))()
          .catch((error: unknown) => onError(error, name))
          .finally(() => running.delete(run));
        running.add(run);
      }
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
