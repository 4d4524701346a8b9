import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field.tsx';

describe('SearchField', () => {
  it('keeps what was typed after a term it committed when that term comes back late; a term from elsewhere replaces it', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    const field = (value: string) => (
      <SearchField label="Search presentations" value={value} onSearch={onSearch} />
    );
    const { rerender } = render(field(''));
    const box = screen.getByRole('searchbox', { name: 'Search presentations' });

    await user.type(box, 'h');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('h'));
    // A slow device: the next key is typed before the list comes back with the committed term.
    await user.type(box, 'a');
    rerender(field('h'));
    expect(box).toHaveValue('ha');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('ha'));

    // Back to an earlier address: its term is shown.
    rerender(field('loft'));
    expect(box).toHaveValue('loft');
  });
});
