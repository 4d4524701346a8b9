import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

// The test setup loads the menus' code; a fresh copy of the module has not loaded it yet.
let menu: typeof import('./menu.tsx');
beforeAll(async () => {
  vi.resetModules();
  menu = await import('./menu.tsx');
});

describe('a dropdown menu whose code loads on demand', () => {
  it('opens on a press made before its code has loaded, on a trigger given as its own button (asChild)', async () => {
    const { MenuButton, MenuContent, MenuRoot, MenuTrigger } = menu;
    const chosen = vi.fn();
    render(
      <MenuRoot>
        <MenuTrigger asChild>
          <Button>Add asset</Button>
        </MenuTrigger>
        <MenuContent>
          <MenuButton onSelect={chosen}>Text</MenuButton>
        </MenuContent>
      </MenuRoot>,
    );
    // The whole press in one go, as a finger makes it: user-event would wait between its events, and
    // Radix arriving in such a pause replaces the button under the press, which no person can do.
    const trigger = screen.getByRole('button', { name: 'Add asset' });
    fireEvent.pointerDown(trigger, { button: 0 });
    fireEvent.pointerUp(trigger, { button: 0 });
    fireEvent.click(trigger);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('menuitem', { name: 'Text' }));
    expect(chosen).toHaveBeenCalledOnce();
  });

  it('opens a plain trigger’s menu and runs the chosen item', async () => {
    const { MenuButton, MenuContent, MenuRoot, MenuTrigger } = menu;
    const chosen = vi.fn();
    render(
      <MenuRoot modal={false}>
        <MenuTrigger aria-label="Actions">…</MenuTrigger>
        <MenuContent>
          <MenuButton onSelect={chosen}>Archive</MenuButton>
        </MenuContent>
      </MenuRoot>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    expect(chosen).toHaveBeenCalledOnce();
  });
});
