import { useEffect, useState } from 'react';
import { useSaveProfile } from '../../data/account/profile-mutation';
import { nextFromSearch } from '../../access/next-path';
import { currentSearch } from '../../platform/location';
import { isProfileComplete, type ProfileMetadata } from '../../access/profile';
import { outsideProviderError, useDashboard, useSession } from '../../context/context';
import { safeStorage } from '../../platform/storage';
import { JUST_SIGNED_UP_KEY } from '../../access/profile';
import { destinationAfterSave, isStepValid, STEP_FIELDS, toProfileMetadata, type WizardStep } from '../../parts/profile-form/profileForm.logic';
import { profileEn } from '../../i18n/en/profile';
import { useMessages } from '../../ui/useMessages';
import { useProfileForm } from '../../parts/profile-form/useProfileForm';

/** The wizard's form, steps, validation and save; the view renders what this returns. */
export function useProfileWizard() {
  const { authClient, config, navigate } = useDashboard();
  if (!authClient) throw outsideProviderError('ProfileWizard (with a Supabase auth client)');
  const t = useMessages('profile', profileEn);
  const session = useSession();
  const metadata = session.status === 'signed-in' ? (session.user.user_metadata as ProfileMetadata) : undefined;
  const [step, setStep] = useState<WizardStep>(1);
  const profile = useProfileForm(metadata, STEP_FIELDS[step], t);
  const saveProfile = useSaveProfile();
  // Saved, the wizard is leaving: it stays busy rather than show the form again.
  const saving = saveProfile.isPending || saveProfile.isSuccess;
  // Read once: a router transition can re-render the wizard after the URL has moved on.
  const [next] = useState(() => nextFromSearch(currentSearch()));
  const alreadyComplete = !saving && isProfileComplete(metadata);

  // A profile that is already complete leaves the wizard at once.
  useEffect(() => {
    if (alreadyComplete) navigate(next, { replace: true });
  }, [alreadyComplete, next, navigate]);

  const goNext = () => {
    if (profile.valid) setStep(2);
    else profile.touchAll();
  };

  const save = () => {
    const { form } = profile;
    if (!isStepValid(1, form, t) || !isStepValid(2, form, t) || saving) return;
    saveProfile.mutate(toProfileMetadata(form), {
      onSuccess: () => {
        const justSignedUp = safeStorage.get(JUST_SIGNED_UP_KEY) !== null;
        safeStorage.remove(JUST_SIGNED_UP_KEY);
        navigate(destinationAfterSave(justSignedUp, next, config.paths.overview), { replace: true });
      },
    });
  };

  return {
    profile,
    step,
    stepValid: profile.valid,
    saving,
    /** Why the profile was not saved. */
    saveError: saveProfile.error ?? undefined,
    alreadyComplete,
    goNext,
    goBack: () => setStep(1),
    save,
    clearSaveError: saveProfile.reset,
  };
}
