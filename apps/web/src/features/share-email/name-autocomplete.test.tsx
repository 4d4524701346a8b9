import { AUTOCOMPLETE_DEBOUNCE_MS } from '@folio/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSharing, sharedItem } from '../sharing/sharing.test-utils.tsx';
import { ready } from './share-email.test-utils.tsx';
import { ShareEmailDialog } from './share-email-dialog.tsx';

const people = Array.from({ length: 7 }, (_, i) => ({
  name: `Ann ${i + 1}`,
  email: `ann${i + 1}@example.com`,
  picture: i === 0 ? 'https://cdn.example/ann.png' : null,
}));

const SUGGEST = 'GET /api/recipients/suggestions';

describe('recipient name autocomplete (spec §3, §9)', () => {
  it('asks once the typing has paused for 300 ms, shows at most 5 with pictures, and is driven by the keyboard', async () => {
    const { user, api } = renderSharing(<ShareEmailDialog item={sharedItem()} onClose={vi.fn()} />, {
      routes: { [SUGGEST]: { body: people } },
    });
    await ready();
    const name = screen.getByRole('combobox', { name: 'Name of recipient 1' });
    await user.type(name, 'Ann');
    const asked = () => api.calls.filter((c) => `${c.method} ${c.path}` === SUGGEST);
    // Nothing yet: the last key was pressed less than 300 ms ago.
    expect(asked()).toHaveLength(0);
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    const options = await within(list).findAllByRole('option');
    expect(asked()).toHaveLength(1);
    expect(api.fetchMock.mock.calls[api.calls.indexOf(asked()[0] as never)]?.[0]).toContain('name=Ann');
    expect(options).toHaveLength(5);
    expect(list.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/ann.png');
    expect(name).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(name).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options[4]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(name).toHaveValue('Ann 2');
    expect(screen.getByLabelText('E-mail of recipient 1')).toHaveValue('ann2@example.com');
    expect(name).toHaveAttribute('aria-expanded', 'false');
    // A chosen name is not looked up again.
    await act(() => new Promise((r) => setTimeout(r, AUTOCOMPLETE_DEBOUNCE_MS + 50)));
    expect(asked()).toHaveLength(1);
  });

  it('Escape closes the suggestions and leaves the dialog open; a click chooses', async () => {
    const { user } = renderSharing(<ShareEmailDialog item={sharedItem()} onClose={vi.fn()} />, {
      routes: { [SUGGEST]: { body: people.slice(0, 2) } },
    });
    await ready();
    const name = screen.getByRole('combobox', { name: 'Name of recipient 1' });
    await user.type(name, 'An');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(name).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Share with email' })).toBeInTheDocument();
    await user.type(name, 'n');
    await user.click((await screen.findAllByRole('option'))[0] as HTMLElement);
    expect(name).toHaveValue('Ann 1');
    expect(screen.getByLabelText('E-mail of recipient 1')).toHaveValue('ann1@example.com');
  });
});
