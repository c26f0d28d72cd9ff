import { lazy, Suspense, useState } from 'react';
import { styled } from 'styled-components';
import { useActiveAccount, useDashboard } from '../../context/context';
import { useAcceptInvitation } from '../../data/organizations/invitation-answers';
import { useOrganizationList } from '../../data/organizations/organization-list-query';
import { fill } from '../../i18n/fill';
import { organizationSwitcherEn } from '../../i18n/en/organizations';
import { CONTROL_HEIGHT } from '../../ui/control-height';
import { focusRing } from '../../ui/focus';
import { LineIcon } from '../../ui/LineIcon';
import { MenuButton, type MenuEntry } from '../../ui/MenuButton';
import { Toast } from '../../ui/Toast';
import { useErrorText } from '../../ui/useErrorText';
import { useMessages } from '../../ui/useMessages';
import { roleLabel } from './organizations.logic';

/** A building: the account acted for. */
const ACCOUNT_ICON = 'M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M2 21h20M8 7h4M8 11h4M8 15h4';

// The dialog, its form and its texts come when someone creates an organisation.
const CreateOrganizationDialog = /* @__PURE__ */ lazy(() => import('./CreateOrganizationDialog'));

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: 220px;
  height: ${CONTROL_HEIGHT};
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
  background: ${({ theme }) => theme.colorSurface};
  color: ${({ theme }) => theme.colorText};
  font: inherit;
  cursor: pointer;
  & .dk-account-name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & .dk-account-icon {
    display: none;
  }
  /* A phone's top bar keeps room for the search: an icon instead of the name (the menu names the account), the badge stays. */
  @media (max-width: 479px) {
    & .dk-account-name {
      display: none;
    }
    & .dk-account-icon {
      display: inline-flex;
    }
  }
  ${focusRing}
`;

// The count is drawn from its attribute: the button's name says it in words ("1 invitation waiting"),
// and a digit in its text would make the visible label one its name does not contain.
const Count = styled.span`
  &::after {
    content: attr(data-count);
  }
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colorPrimary};
  color: ${({ theme }) => theme.colorPrimaryText};
  font-size: 12px;
  font-weight: 700;
`;

/**
 * The account switcher of the top bar: the personal account, the user's organisations (with their
 * role), the invitations waiting (a badge counts them; choosing one joins), and Create
 * organisation. Where the API has no organisations (or until it says it has) it renders nothing.
 */
export function OrganizationSwitcher() {
  const t = useMessages('organizationSwitcher', organizationSwitcherEn);
  const { locale, messages } = useDashboard();
  const account = useActiveAccount();
  const list = useOrganizationList();
  const accept = useAcceptInvitation();
  const errorText = useErrorText({ organizationSwitcher: t });
  const [creating, setCreating] = useState(false);
  // Until the API says it has organisations, nothing: an API without them never shows a switcher, not even for a moment.
  if (!list.data) return null;
  const { organizations, invitations } = list.data;
  const active = account.organization;
  const name = active ? active.name || active.slug : t.personal;
  const entries: MenuEntry[] = [
    { id: 'personal', label: t.personal, checked: active === null, run: () => account.choose(null) },
    ...organizations.map((organization) => ({
      id: `organization-${organization.id}`,
      label: organization.name,
      detail: roleLabel(organization.role, t),
      checked: active?.id === organization.id,
      run: () => account.choose(organization),
    })),
    ...invitations.map((invitation) => ({
      id: `invitation-${invitation.id}`,
      label: fill(t.joinOrganization, { organization: invitation.organization.name }, locale),
      detail: fill(t.invitedAs, { role: roleLabel(invitation.role, t), inviter: invitation.invited_by_email ?? '' }, locale),
      run: () => accept.mutate(invitation.id),
    })),
    { id: 'create', label: t.create, run: () => setCreating(true) },
  ];
  const waiting = invitations.length === 0 ? null : fill(t.invitationsWaiting, { count: invitations.length }, locale);
  return (
    <>
      <MenuButton
        label={t.label}
        header={waiting}
        entries={entries}
        renderButton={(props) => (
          <Trigger type="button" aria-label={[fill(t.switchTo, { name }, locale), waiting].filter(Boolean).join(', ')} className="dk-organization-switcher" {...props}>
            <span className="dk-account-name" aria-hidden="true">
              {name}
            </span>
            <span className="dk-account-icon">
              <LineIcon d={ACCOUNT_ICON} size={18} />
            </span>
            {invitations.length > 0 ? <Count aria-hidden="true" data-count={invitations.length} /> : null}
          </Trigger>
        )}
      />
      {/* An invitation taken from the menu that the API refuses (no free seat, revoked) says why where the menu was. */}
      {accept.error ? <Toast message={errorText(accept.error).text} onClose={accept.reset} closeLabel={messages.common.close} /> : null}
      {creating ? (
        <Suspense fallback={null}>
          <CreateOrganizationDialog onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
