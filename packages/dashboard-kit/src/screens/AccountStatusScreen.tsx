import { useId } from 'react';
import { styled } from 'styled-components';
import { useDashboard, useSession, useSignOut } from '../context/context';
import { Button } from '../ui/Button';
import { Card, Heading, Muted, WidgetRoot } from '../ui/WidgetRoot';
import { fill } from '../i18n/fill';
import { Paragraph } from '../ui/layout';
import { accountStatusEn } from '../i18n/en/screens';
import { useMessages } from '../ui/useMessages';

export interface AccountStatusScreenProps {
  /** Which landing page: the waitlist, or payment required. */
  status: 'waitlist' | 'payment-required';
}

const Shell = styled(WidgetRoot)`
  min-height: 100%;
  display: grid;
  grid-template-rows: auto 1fr auto;
`;

const Bar = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 12px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
  background: ${({ theme }) => theme.colorSurface};
  font-weight: 700;
`;

const Main = styled.main`
  display: grid;
  place-items: center;
  padding: 32px 16px;
`;

const Panel = styled(Card)`
  max-width: 560px;
  display: grid;
  gap: 14px;
`;

const Foot = styled.footer`
  padding: 16px 20px;
  text-align: center;
  color: ${({ theme }) => theme.colorTextMuted};
`;

const Link = styled.a`
  color: ${({ theme }) => theme.colorPrimary};
`;

/** The landing pages of /waitlist and /payment-required: where the account stands, what happens next. */
export function AccountStatusScreen({ status }: AccountStatusScreenProps) {
  const titleId = useId();
  const { config, locale } = useDashboard();
  const t = useMessages('accountStatus', accountStatusEn);
  const session = useSession();
  const signOut = useSignOut();
  const email = session.status === 'signed-in' ? (session.user.email ?? '') : '';
  const waitlist = status === 'waitlist';
  return (
    <Shell className={`dk-account-status dk-account-status-${status}`}>
      <Bar>
        <span>{t.productName}</span>
        <Button variant="secondary" onClick={() => void signOut()}>
          {t.logout}
        </Button>
      </Bar>
      <Main>
        <Panel aria-labelledby={titleId}>
          <Heading id={titleId}>{waitlist ? t.waitlistTitle : t.paymentTitle}</Heading>
          <Muted>{waitlist ? t.waitlistBody : t.paymentBody}</Muted>
          <Paragraph>{fill(waitlist ? t.waitlistNext : t.paymentNext, { email }, locale)}</Paragraph>
          {waitlist ? null : (
            <div>
              <Button onClick={() => window.location.assign(`mailto:${config.supportEmail}`)}>{t.contactSupport}</Button>
            </div>
          )}
        </Panel>
      </Main>
      <Foot>
        {t.questions} <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
      </Foot>
    </Shell>
  );
}
