import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { notTeamMember } from './presentations.errors.ts';
import { createPresentationsRepository, type PresentationsRepository } from './presentations.repository.ts';
import type { PresentationRow } from './presentations.table.ts';

/** Work done in the transaction that inserts a presentation (its events). */
export type AfterInsert = (tx: Db, created: PresentationRow) => Promise<void>;

type Copy = (
  source: PresentationRow,
  overrides: Partial<Pick<PresentationRow, 'userId' | 'companyId' | 'isTemplate' | 'title'>>,
  options: { inTx: AfterInsert },
) => Promise<PresentationRow>;

type Deps = {
  db: Db;
  events: Events;
  repo: PresentationsRepository;
  copy: Copy;
  owned: (
    user: UserRow,
    id: number,
  ) => Promise<NonNullable<Awaited<ReturnType<PresentationsRepository['findOwned']>>>>;
};

/** What a team template is made from: the user's own presentation, a template of their team, or nothing. */
type TeamTemplateInput = {
  company: number;
  title: string;
  type: 'presentation' | 'document';
  template?: number;
  notifyTeamMember: boolean;
};

/**
 * Team templates (spec: templates for users in a team). A template is a presentation owned by its maker
 * with `company_id` set and `is_template` true: every member of that team sees it in the Templates tab
 * and may use it, which makes a presentation of their own (a full copy: it never depends on the template
 * again). Its maker gets 'template added'; the other members get 'new template' and the Templates dot,
 * unless the maker asked not to notify them. The event is recorded with the template, so a crash loses
 * no notification.
 */
export function createTeamTemplates({ db, events, repo, copy, owned }: Deps) {
  async function requireTeams(user: UserRow, companyIds: number[], field: 'companies' | 'company') {
    for (const companyId of new Set(companyIds))
      if (!(await repo.isMember(user.id, companyId))) throw notTeamMember(field);
  }
  const announce =
    (user: UserRow, notifyTeam: boolean): AfterInsert =>
    (tx, created) =>
      events.record(tx, 'template.added', { templateIds: [created.id], ownerId: user.id, notifyTeam });

  return {
    /** make-template: one template per chosen team (only the user's own teams) of the user's presentation. */
    async makeTemplate(user: UserRow, id: number, companyIds: number[]) {
      const source = await owned(user, id);
      await requireTeams(user, companyIds, 'companies');
      const created = [];
      for (const companyId of new Set(companyIds))
        created.push(
          await copy(
            source.presentation,
            { userId: user.id, companyId, isTemplate: true, title: source.presentation.title },
            { inTx: announce(user, true) },
          ),
        );
      events.flush();
      return Promise.all(created.map((row) => owned(user, row.id)));
    },

    /**
     * POST /presentations with `company`: a presentation for a team is that team's template — a new one,
     * or (with `template`) a copy of a template the user can see.
     */
    async createTeamTemplate(user: UserRow, input: TeamTemplateInput) {
      await requireTeams(user, [input.company], 'company');
      const inTx = announce(user, input.notifyTeamMember);
      const base = { userId: user.id, companyId: input.company, isTemplate: true };
      let created: PresentationRow;
      if (input.template !== undefined) {
        const source = await repo.findVisible(input.template, user.id);
        if (!source?.presentation.isTemplate) throw notFound();
        created = await copy(source.presentation, { ...base, title: source.presentation.title }, { inTx });
      } else {
        created = await db.transaction(async (tx) => {
          const row = await createPresentationsRepository(tx).insert({
            ...base,
            title: input.title,
            type: input.type,
          });
          await inTx(tx, row);
          return row;
        });
      }
      events.flush();
      return owned(user, created.id);
    },
  };
}
