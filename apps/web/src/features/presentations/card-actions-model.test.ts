import { describe, expect, it } from 'vitest';
import { camelize } from '../../lib/case.ts';
import { ACTION_LABELS, cardActions } from './card-actions-model.ts';
import { buildPresentation } from './factories.test-utils.ts';

const me = { id: 1, companies: [] };
const item = (overrides: Parameters<typeof buildPresentation>[0] = {}) =>
  camelize(buildPresentation(overrides));
const labels = (groups: ReturnType<typeof cardActions>) => groups.map((g) => g.map((a) => ACTION_LABELS[a]));

describe('card actions per tab (spec §2)', () => {
  it('own presentations: favorite, folder, clone, archive, delete; make template only in a team', () => {
    expect(labels(cardActions('mine', item(), me))).toEqual([
      ['Add to favorites', 'Move to folder…'],
      ['Clone'],
      ['Archive', 'Delete'],
    ]);
    const filed = item({ favorite: true, folder: { id: 2, name: 'Leads' } });
    expect(labels(cardActions('folders', filed, { id: 1, companies: [{}] }))).toEqual([
      ['Remove from favorites', 'Move to folder…', 'Remove from folder'],
      ['Clone', 'Make template'],
      ['Archive', 'Delete'],
    ]);
  });

  it('archived: restore or delete permanently; received: clone; templates: use (and delete your own)', () => {
    expect(labels(cardActions('archived', item({ archived: true }), me))).toEqual([
      ['Restore'],
      ['Delete permanently'],
    ]);
    const grace = { id: 2, first_name: 'Grace', last_name: 'Hopper', picture: null };
    const other = item({ user: grace, share_url: `http://localhost/c/p/${'a'.repeat(40)}/loft` });
    expect(labels(cardActions('received', other, me))).toEqual([['Clone']]);
    // Cloned through its link: nothing to clone by once the link is disabled.
    expect(labels(cardActions('received', item({ user: grace, share_url: null }), me))).toEqual([]);
    expect(labels(cardActions('templates', other, me))).toEqual([['Use template']]);
    expect(labels(cardActions('templates', item(), me))).toEqual([['Use template'], ['Delete']]);
  });
});
