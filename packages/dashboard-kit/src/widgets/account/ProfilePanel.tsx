import { styled } from 'styled-components';
import { profileName, type ProfileMetadata } from '../../access/profile';
import type { SessionUser } from '../../auth/types';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/WidgetRoot';
import { avatarInitial, displayNameToShow, phoneOf } from './account.logic';
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

/** Profile panel: avatar initial, display name rule, email with Verified, phone. */
export function ProfilePanel({ user }: { user: SessionUser }) {
  const t = useMessages('account', accountEn);
  const metadata = user.user_metadata as ProfileMetadata & Record<string, unknown>;
  const name = displayNameToShow(profileName(metadata), user.email);
  const phone = phoneOf(metadata);
  const initial = avatarInitial(name, user.email);
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
        </Details>
      </Row>
    </Card>
  );
}
