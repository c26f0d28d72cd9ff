import type { ProfileMetadata } from '../../access/profile';
import { useSession } from '../../context/context';
import { useSaveProfile } from '../../data/account/profile-mutation';
import { profileEn } from '../../i18n/en/profile';
import { useMessages } from '../../ui/useMessages';
import { PROFILE_FIELDS, toProfileMetadata } from '../../parts/profile-form/profileForm.logic';
import { useProfileForm } from '../../parts/profile-form/useProfileForm';

/**
 * Editing the profile after the wizard: every field it asked, its rules and messages, saved as it
 * saves (`useSaveProfile`). The session's user follows at once (USER_UPDATED), so the new name
 * shows in the top bar and the menu.
 */
export function useProfileEditor(onSaved: () => void) {
  const t = useMessages('profile', profileEn);
  const session = useSession();
  const metadata = session.status === 'signed-in' ? (session.user.user_metadata as ProfileMetadata) : undefined;
  const profile = useProfileForm(metadata, PROFILE_FIELDS, t);
  const saveProfile = useSaveProfile();

  const save = () => {
    if (!profile.valid) {
      profile.touchAll();
      return;
    }
    if (!saveProfile.isPending) saveProfile.mutate(toProfileMetadata(profile.form), { onSuccess: onSaved });
  };

  return { profile, saving: saveProfile.isPending, saveError: saveProfile.error ?? undefined, save };
}
