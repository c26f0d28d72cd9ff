import { styled } from 'styled-components';
import { securityPath } from '../../access/app-paths';
import { verifiedTotpFactors } from '../../auth/assurance.logic';
import { useActiveAccount, useDashboard, useSession } from '../../context/context';
import { useAcceptInvitation, useDeclineInvitation } from '../../data/organizations/invitation-answers';
import { useOrganizationList } from '../../data/organizations/organization-list-query';
import { fill } from '../../i18n/fill';
import { organizationSwitcherEn } from '../../i18n/en/organizations';
import { Alert } from '../../ui/Alert';
import { AppLink } from '../../ui/AppLink';
import { Button } from '../../ui/Button';
import { useErrorText } from '../../ui/useErrorText';
import { useMessages } from '../../ui/useMessages';
import { WidgetRoot } from '../../ui/WidgetRoot';
import type { OrganizationNotice } from '../../access/organization-choice.logic';
import { noticeText, roleLabel } from './organizations.logic';

// A root of its own: a host may show the banner without the shell, and it carries the theme then too.
const Stack = styled(WidgetRoot)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  /* Apart from the page it stands over (the page's heading follows it in the shell). */
  margin-block-end: 16px;
  &:empty {
    display: none;
  }
`;

// A long name (an organisation's, a language's longer words) wraps inside its button on a phone.
const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-block-start: 8px;
  & > button {
    white-space: normal;
    text-align: start;
  }
`;

/** Keeping the organisation a link named (remembered from now on), or going back to the account chosen before. */
function LinkChoice({ notice }: { notice: Extract<OrganizationNotice, { kind: 'fromLink' }> }) {
  const t = useMessages('organizationSwitcher', organizationSwitcherEn);
  const { locale } = useDashboard();
  const { choose } = useActiveAccount();
  return (
    <Actions>
      <Button onClick={() => choose(notice.organization)}>{fill(t.keepOrganization, { organization: notice.organization.name }, locale)}</Button>
      <Button variant="secondary" onClick={() => choose(notice.previous)}>
        {fill(t.backTo, { account: notice.previous?.name ?? t.personal }, locale)}
      </Button>
    </Actions>
  );
}

/**
 * What the user should know about their accounts, above the page: why the kit moved them to their
 * personal account (removed, a link to someone else's organisation), what an invitation's link did,
 * that the organisation they act for requires a second factor they have not added (with the way to
 * add one), and the invitations waiting for them, each with Accept and Decline.
 */
export function OrganizationBanner() {
  const t = useMessages('organizationSwitcher', organizationSwitcherEn);
  const { locale, messages, config } = useDashboard();
  const account = useActiveAccount();
  const session = useSession();
  const withoutFactor = session.status === 'signed-in' && verifiedTotpFactors(session.user.factors).length === 0;
  // Asked for here too: a host may show the banner without the switcher.
  const list = useOrganizationList();
  const invitations = list.data?.invitations ?? account.invitations;
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const errorText = useErrorText({ organizationSwitcher: t });
  const busy = accept.isPending || decline.isPending;
  const failure = accept.error ?? decline.error;
  return (
    <Stack className="dk-organization-banner">
      {account.notice ? (
        <Alert tone="info" onDismiss={account.dismissNotice} dismissLabel={messages.common.dismiss}>
          {noticeText(account.notice, t, locale)}
          {account.notice.kind === 'fromLink' ? <LinkChoice notice={account.notice} /> : null}
        </Alert>
      ) : null}
      {account.organization?.require_two_step && withoutFactor ? (
        <Alert tone="warning" title={t.twoStepRequiredTitle}>
          {fill(t.twoStepRequired, { organization: account.organization.name }, locale)}{' '}
          <AppLink to={securityPath(config.paths)}>{t.twoStepSetUp}</AppLink>
        </Alert>
      ) : null}
      {failure ? <Alert tone="error">{errorText(failure).text}</Alert> : null}
      {invitations.map((invitation) => (
        <Alert key={invitation.id} tone="info" title={t.invitations}>
          {fill(t.banner, { inviter: invitation.invited_by_email ?? '', organization: invitation.organization.name, role: roleLabel(invitation.role, t) }, locale)}
          <Actions>
            <Button onClick={() => accept.mutate(invitation.id)} disabled={busy} aria-busy={accept.isPending || undefined}>
              {accept.isPending && accept.variables === invitation.id ? t.accepting : t.accept}
            </Button>
            <Button variant="secondary" onClick={() => decline.mutate(invitation.id)} disabled={busy}>
              {t.decline}
            </Button>
          </Actions>
        </Alert>
      ))}
    </Stack>
  );
}
