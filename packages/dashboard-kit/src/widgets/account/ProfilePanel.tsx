import { Fragment, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useDashboard } from '../../context/context';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { Stack } from '../../ui/layout';
import { profileEn, roleOptionsEn } from '../../i18n/en/profile';
import { profileDetails } from './account.logic';
import { profileName, type ProfileMetadata } from '../../access/profile';
import type { SessionUser } from '../../auth/types';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/WidgetRoot';
import { avatarInitial, displayNameToShow } from '../../access/profile';
import { phoneOf } from './account.logic';
import { UntrustedText } from '../../ui/UntrustedText';
import { accountEn } from '../../i18n/en/account';
import { useMessages } from '../../ui/useMessages';

const Row = styled.div`
  display: flex;
  gap: 16px;
  align-items: center;
`;

const Avatar = styled.span`
  width: 56px;
  height: 56px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  font-size: 22px;
  font-weight: 700;
  background: ${({ theme }) => theme.colorPrimary};
  color: ${({ theme }) => theme.colorPrimaryText};
  flex: none;
`;

/** The display name, first and larger: it names the card. */
const NameTerm = styled.dd`
  font-size: 18px;
  font-weight: 700;
`;

const Details = styled.dl`
  margin: 0;
  display: grid;
  gap: 4px;
  & dt {
    color: ${({ theme }) => theme.colorTextMuted};
    font-size: 13px;
  }
  & dd {
    margin: 0 0 8px;
    display: flex;
    gap: 8px;
    align-items: center;
    overflow-wrap: anywhere;
  }
`;

// The form, its fields and the country list load when the user asks to edit.
const ProfileEditor = /* @__PURE__ */ lazy(() => import('./ProfileEditor'));

/**
 * Profile panel: avatar initial, display name rule, email with Verified, phone, what the wizard
 * asked; Edit profile opens the same fields in one form (with a Supabase auth client).
 */
export function ProfilePanel({ user }: { user: SessionUser }) {
  const { authClient, messages } = useDashboard();
  const t = useMessages('account', accountEn);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Focus returns to the button that opened the form, once the view with it has committed.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const backToView = (justSaved: boolean) => {
    returnFocus.current = true;
    setEditing(false);
    setSaved(justSaved);
  };

  if (editing) {
    return (
      <Suspense fallback={<Spinner label={messages.common.loading} centered />}>
        <ProfileEditor onSaved={() => backToView(true)} onCancel={() => backToView(false)} />
      </Suspense>
    );
  }
  return (
    <Stack $gap={16}>
      {saved ? (
        <Alert tone="success" onDismiss={() => setSaved(false)}>
          {t.profileSaved}
        </Alert>
      ) : null}
      <ProfileCard user={user} />
      {authClient ? (
        <div>
          <Button
            ref={editButton}
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t.editProfile}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}

/** What the profile holds, as the user reads it. */
function ProfileCard({ user }: { user: SessionUser }) {
  const { locale } = useDashboard();
  const t = useMessages('account', accountEn);
  const profile = useMessages('profile', profileEn);
  const roles = useMessages('roleOptions', roleOptionsEn);
  const metadata = user.user_metadata as ProfileMetadata & Record<string, unknown>;
  const name = displayNameToShow(profileName(metadata), user.email);
  const phone = phoneOf(metadata);
  const initial = avatarInitial(name, user.email);
  const details = profileDetails(metadata, locale, { profile, roleOptions: roles });
  return (
    <Card>
      <Row>
        <Avatar aria-hidden="true">{initial}</Avatar>
        <Details>
          {name ? <NameTerm><UntrustedText $lines={3}>{name}</UntrustedText></NameTerm> : null}
          <dt>{t.email}</dt>
          <dd>
            <UntrustedText>{user.email}</UntrustedText>
            <Badge $tone="success">{t.verified}</Badge>
          </dd>
          {phone ? (
            <>
              <dt>{t.phone}</dt>
              <dd><UntrustedText $lines={2}>{phone}</UntrustedText></dd>
            </>
          ) : null}
          {details.map(({ label, value }) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd><UntrustedText $lines={2}>{value}</UntrustedText></dd>
            </Fragment>
          ))}
        </Details>
      </Row>
    </Card>
  );
}
