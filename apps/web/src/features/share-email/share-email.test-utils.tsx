import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

export const switchOf = (name: string) => screen.getByRole('switch', { name });

/** Waits until the user (and so the premium switches) has loaded. */
export const ready = async () => {
  await screen.findByRole('dialog', { name: 'Share with email' });
  await waitFor(() => expect(switchOf('Require email to view')).toBeEnabled());
};

export async function fillRecipient(user: UserEvent, number: number, name: string, email: string) {
  if (name) await user.type(screen.getByRole('combobox', { name: `Name of recipient ${number}` }), name);
  if (email) await user.type(screen.getByLabelText(`E-mail of recipient ${number}`), email);
}
