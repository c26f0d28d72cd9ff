import { useEffect, useId, useRef, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { accountEn } from '../../i18n/en/account';
import { profileEn } from '../../i18n/en/profile';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CardTitle } from '../../ui/CardTitle';
import { useErrorText } from '../../ui/useErrorText';
import { useMessages } from '../../ui/useMessages';
import { Card } from '../../ui/WidgetRoot';
import { ProfileFields } from '../../parts/profile-form/ProfileFields';
import { PROFILE_FIELDS } from '../../parts/profile-form/profileForm.logic';
import { useProfileEditor } from './useProfileEditor';

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 520px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

export interface ProfileEditorProps {
  onSaved: () => void;
  onCancel: () => void;
}

/** The profile's fields in one form, in the Profile tab (the wizard's two steps, at once). */
export function ProfileEditor({ onSaved, onCancel }: ProfileEditorProps) {
  const t = useMessages('account', accountEn);
  const profile = useMessages('profile', profileEn);
  const titleId = useId();
  const editor = useProfileEditor(onSaved);
  const errorText = useErrorText({ profile });
  const form = useRef<HTMLFormElement>(null);
  // The Edit button is gone: focus goes to the first field, not to the page.
  useEffect(() => form.current?.querySelector<HTMLElement>('input, select')?.focus(), []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    editor.save();
  };
  return (
    <Card aria-labelledby={titleId}>
      <Form ref={form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <CardTitle id={titleId}>{t.editProfileTitle}</CardTitle>
        <ProfileFields profile={editor.profile} fields={PROFILE_FIELDS} />
        {editor.saveError ? <Alert tone="error">{errorText(editor.saveError).text}</Alert> : null}
        <Actions>
          <Button type="submit" disabled={editor.saving} aria-busy={editor.saving || undefined}>
            {editor.saving ? profile.saving : t.saveProfile}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={editor.saving}>
            {t.cancelEdit}
          </Button>
        </Actions>
      </Form>
    </Card>
  );
}

/** For `lazy()`: the Profile tab loads the form when the user asks to edit. */
export default ProfileEditor;
