import { ProfileForm } from '../accounts/profile-form.tsx';
import type { User } from '../accounts/types.ts';

/** The edit-profile tab: the same form as the complete-profile modal. */
export function EditProfileForm({ user }: { user: User }) {
  return <ProfileForm user={user} submitLabel="Save changes" />;
}
