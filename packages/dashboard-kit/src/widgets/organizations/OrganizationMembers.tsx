import { useId } from 'react';
import { styled } from 'styled-components';
import type { OrganizationRole } from '../../api/schemas/organizations';
import { useDashboard } from '../../context/context';
import { fill } from '../../i18n/fill';
import { organizationsEn, organizationSwitcherEn } from '../../i18n/en/organizations';
import { Alert } from '../../ui/Alert';
import { CardStack } from '../../ui/layout';
import { Button } from '../../ui/Button';
import { LocalDate } from '../../ui/LocalDate';
import { Spinner } from '../../ui/Spinner';
import { useErrorText } from '../../ui/useErrorText';
import { useMessages } from '../../ui/useMessages';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { Heading, Muted, WidgetColumn } from '../../ui/WidgetRoot';
import { InvitationsSection } from './InvitationsSection';
import { StepUpBoundary } from '../../parts/step-up/StepUpBoundary';
import { roleLabel } from './organizations.logic';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { CardRowsArea, CardRowsTable, RowSelect } from '../../ui/table';
import { useOrganizationMembersPanel } from './useOrganizationMembersPanel';
import { tokenList } from '../../ui/token-list';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 8px;
`;

const Email = styled(Muted)`
  display: block;
  font-weight: 400;
`;

export interface OrganizationMembersProps {
  className?: string;
}

/**
 * The active organisation's members: role (changed in place by owners and admins), when each
 * joined, the keys each made; remove (with the keys they made, or not) and leave; the last owner
 * is kept. Then inviting, and the invitations sent. In the personal account it renders nothing.
 * Who holds owner, admin or billing rights changes only with a recent code where the user has an
 * authenticator app: the API asks, and the panel's step-up boundary asks the user.
 * @example <DashboardProvider config={config} auth={auth}><OrganizationMembers /></DashboardProvider>
 */
export function OrganizationMembers(props: OrganizationMembersProps) {
  return (
    <StepUpBoundary>
      <MembersRegion {...props} />
    </StepUpBoundary>
  );
}

/** The panel itself, inside the step-up boundary its role changes, removals and invitations ask through. */
function MembersRegion({ className }: OrganizationMembersProps) {
  const t = useMessages('organizations', organizationsEn);
  const roles = useMessages('organizationSwitcher', organizationSwitcherEn);
  const { locale } = useDashboard();
  const errorText = useErrorText({ organizations: t, organizationSwitcher: roles });
  const panel = useOrganizationMembersPanel();
  const id = useId();
  const { organization, members } = panel;
  const rootClass = tokenList('dk-organization-members', className);
  // While the account is looked up, the title is already where it will be.
  if (organization === undefined)
    return (
      <WidgetColumn className={rootClass} as="section" aria-labelledby={`${id}-title`}>
        <Heading id={`${id}-title`}>{t.membersTitle}</Heading>
        <Spinner label={t.membersTitle} centered />
      </WidgetColumn>
    );
  if (organization === null)
    return (
      <WidgetColumn className={rootClass} as="section" aria-labelledby={`${id}-title`}>
        <Heading id={`${id}-title`}>{t.membersTitle}</Heading>
        <Muted>{t.personalNote}</Muted>
      </WidgetColumn>
    );
  const list = members.data?.members ?? [];
  const announcement = panel.announcement
    ? fill(t[panel.announcement.kind], { member: panel.announcement.member.name ?? panel.announcement.member.email, role: panel.announcement.role ? roleLabel(panel.announcement.role, roles) : '' }, locale)
    : '';
  const anyLastOwner = list.some((member) => panel.rightsOf(member).lastOwner);
  return (
    <WidgetColumn className={rootClass} as="section" aria-labelledby={`${id}-title`}>
      <Header>
        <div>
          <Heading id={`${id}-title`}>{t.membersTitle}</Heading>
          <Muted>{fill(t.membersIntro, { organization: organization.name }, locale)}</Muted>
        </div>
        {members.data?.seat_limit ? <Muted>{fill(t.seats, { used: members.data.seats_used ?? list.length, limit: members.data.seat_limit }, locale)}</Muted> : null}
      </Header>
      <CardStack $gap={12}>
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        {panel.roleChange.error ? <Alert tone="error">{errorText(panel.roleChange.error).text}</Alert> : null}
        {members.isPending ? (
          <Spinner label={t.membersTitle} centered />
        ) : members.isError ? (
          <Alert tone="error">{errorText(members.error).text}</Alert>
        ) : (
          <CardRowsArea label={t.membersTitle}>
            <CardRowsTable>
              <thead>
                <tr>
                  <th scope="col">{t.columnMember}</th>
                  <th scope="col">{t.columnRole}</th>
                  <th scope="col">{t.columnJoined}</th>
                  <th scope="col" className="dk-numeric">
                    {t.columnKeys}
                  </th>
                  <th scope="col">
                    <VisuallyHidden>{t.remove}</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((member) => {
                  const rights = panel.rightsOf(member);
                  const self = member.user_id === panel.me;
                  const name = member.name ?? member.email;
                  return (
                    <tr key={member.user_id}>
                      <th scope="row">
                        {name}
                        {self ? ` (${t.you})` : ''}
                        {member.name ? <Email>{member.email}</Email> : null}
                      </th>
                      <td data-label={t.columnRole}>
                        {rights.roles.length > 0 ? (
                          <RowSelect
                            aria-label={fill(t.changeRoleOf, { member: name }, locale)}
                            value={member.role}
                            disabled={panel.roleChange.isPending}
                            onChange={(event) => panel.changeRole(member, event.target.value as OrganizationRole)}
                          >
                            {rights.roles.map((role) => (
                              <option key={role} value={role}>
                                {roleLabel(role, roles)}
                              </option>
                            ))}
                          </RowSelect>
                        ) : (
                          roleLabel(member.role, roles)
                        )}
                      </td>
                      <td data-label={t.columnJoined}>
                        <LocalDate value={member.joined_at} />
                      </td>
                      <td className="dk-numeric" data-label={t.columnKeys}>
                        {member.keys_created}
                      </td>
                      <td>
                        {rights.remove ? (
                          <span className="dk-row-actions">
                            <Button variant={self ? 'secondary' : 'ghost'} onClick={() => panel.startRemoving(member)} aria-label={self ? t.leave : fill(t.removeOf, { member: name }, locale)}>
                              {self ? t.leave : t.remove}
                            </Button>
                          </span>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </CardRowsTable>
          </CardRowsArea>
        )}
        {anyLastOwner ? <Muted>{t.lastOwnerNote}</Muted> : null}
      </CardStack>
      <InvitationsSection />
      {panel.removing ? (
        <RemoveMemberDialog
          member={panel.removing}
          organization={organization.name}
          leaving={panel.removing.user_id === panel.me}
          deleteKeys={panel.deleteKeys}
          onDeleteKeysChange={panel.setDeleteKeys}
          onConfirm={panel.confirmRemoving}
          onClose={panel.cancelRemoving}
          busy={panel.removal.isPending}
          error={panel.removal.error}
        />
      ) : null}
    </WidgetColumn>
  );
}
