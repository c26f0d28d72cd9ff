import { useState } from 'react';
import type { ProfileMetadata } from '../../access/profile';
import { describeError } from '../../api/error-text';
import { useDashboard, useSession } from '../../context/context';
import { profileEn } from '../../i18n/en/profile';
import { useMessages } from '../../ui/useMessages';
import { PROFILE_FIELDS, toProfileMetadata } from '../../parts/profile-form/profileForm.logic';
import { useProfileForm } from '../../parts/profile-form/useProfileForm';

/**
 * Editing the profile after the wizard: every field it asked, its rules and messages, saved as it
 * saves (the auth service's user_metadata). The session's user follows at once (USER_UPDATED), so
 * the new name shows in the top bar and the menu; analytics' person properties follow too.
 */
export function useProfileEditor(onSaved: () => void) {
  const { authClient, messages, telemetry } = useDashboard();
  const t = useMessages('profile', profileEn);
  const session = useSession();
  const metadata = session.status === 'signed-in' ? (session.user.user_metadata as ProfileMetadata) : undefined;
  const profile = useProfileForm(metadata, PROFILE_FIELDS, t);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | undefined>();

  const save = async () => {
    if (!profile.valid) {
      profile.touchAll();
      return;
    }
    if (!authClient || saving) return;
    setSaving(true);
    setSaveError(undefined);
    const data = toProfileMetadata(profile.form);
    try {
      const { error } = await authClient.updateUser({ data });
      if (error) throw error;
      telemetry.setPersonProperties(data);
      onSaved();
    } catch (error) {
      setSaveError(describeError(error, messages, t.saveFailed).text);
    } finally {
      setSaving(false);
    }
  };

  return { profile, saving, saveError, save };
}
