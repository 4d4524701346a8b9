import { useState } from 'react';
import { Dialog } from '../../ui/dialog.tsx';
import { ProfileForm } from './profile-form.tsx';
import type { User } from './types.ts';

/** Spec §2/§4: a signed-in user without a first name is asked to complete the profile. */
export function CompleteProfileModal({ user }: { user: User }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      dismissible={false}
      title="Complete your profile"
      description="Recipients see your name and picture on everything you share."
    >
      <ProfileForm user={user} onSaved={() => setOpen(false)} />
    </Dialog>
  );
}
