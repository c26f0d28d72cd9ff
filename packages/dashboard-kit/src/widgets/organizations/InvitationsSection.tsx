import { useId } from 'react';
import { styled } from 'styled-components';
import type { OrganizationRole } from '../../api/schemas/organizations';
import { useDashboard } from '../../context/context';
import { fill } from '../../i18n/fill';
import { organizationsEn, organizationSwitcherEn } from '../../i18n/en/organizations';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CardTitle } from '../../ui/CardTitle';
import { CardStack, Paragraph } from '../../ui/layout';
import { LocalDate } from '../../ui/LocalDate';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useErrorText } from '../../ui/useErrorText';
import { usePlacedProblem } from '../../ui/usePlacedProblem';
import { useMessages } from '../../ui/useMessages';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { INVITE_PROBLEM_FIELD, invitationStatusLabel, roleLabel } from './organizations.logic';
import { CardRowsArea, CardRowsTable } from '../../ui/table';
import { useInvitationsPanel } from './useInvitationsPanel';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  gap: 12px;
  /* The fields' tops in line, so a problem under the address moves nothing beside it; the button
     sits level with the controls, a label's line and the field's gap below the top. */
  align-items: start;
  & > .dk-invite-submit {
    padding-block-start: calc(1lh + 6px);
  }
  @media (max-width: 639px) {
    grid-template-columns: minmax(0, 1fr);
    & > .dk-invite-submit {
      padding-block-start: 0;
    }
  }
`;

/** Inviting members, and the invitations sent: status, expiry, resend and revoke. Owners and admins only. */
export function InvitationsSection() {
  const t = useMessages('organizations', organizationsEn);
  const roles = useMessages('organizationSwitcher', organizationSwitcherEn);
  const { locale } = useDashboard();
  const errorText = useErrorText({ organizations: t, organizationSwitcher: roles });
  const panel = useInvitationsPanel();
  const problem = usePlacedProblem(panel.problem, INVITE_PROBLEM_FIELD, { organizations: t, organizationSwitcher: roles });
  const id = useId();
  if (!panel.shown) return null;
  const list = panel.invitations.data ?? [];
  const announcement = panel.announcement ? fill(t[panel.announcement.kind], { email: panel.announcement.email }, locale) : '';
  return (
    <CardStack $gap={16} aria-labelledby={`${id}-title`} className="dk-organization-invitations">
      <CardTitle id={`${id}-title`}>{t.invitationsTitle}</CardTitle>
      <Form onSubmit={panel.submit} noValidate>
        <TextField label={t.inviteEmail} type="email" autoComplete="off" value={panel.email} onChange={(event) => panel.setEmail(event.target.value)} error={problem.fields.email} />
        <SelectField
          label={t.inviteRole}
          value={panel.role}
          onChange={(event) => panel.setRole(event.target.value as OrganizationRole)}
          options={panel.roles.map((role) => ({ value: role, label: roleLabel(role, roles) }))}
        />
        <div className="dk-invite-submit">
          <Button type="submit" disabled={panel.inviting} aria-busy={panel.inviting || undefined}>
            {panel.inviting ? t.inviting : t.inviteSubmit}
          </Button>
        </div>
      </Form>
      <Paragraph>{t.rolesHelp}</Paragraph>
      {problem.alert ? <Alert tone="error">{problem.alert}</Alert> : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {panel.invitations.isPending ? (
        <Spinner label={t.invitationsTitle} centered />
      ) : panel.invitations.isError ? (
        <Alert tone="error">{errorText(panel.invitations.error).text}</Alert>
      ) : list.length === 0 ? (
        <Paragraph>{t.noInvitations}</Paragraph>
      ) : (
        <CardRowsArea label={t.invitationsTitle}>
          <CardRowsTable>
            <thead>
              <tr>
                <th scope="col">{t.columnEmail}</th>
                <th scope="col">{t.columnRole}</th>
                <th scope="col">{t.columnStatus}</th>
                <th scope="col">{t.columnExpires}</th>
                <th scope="col">
                  <VisuallyHidden>{t.resend}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((invitation) => {
                const open = invitation.status === 'pending' || invitation.status === 'expired';
                const busy = panel.busyWith === invitation.id;
                return (
                  <tr key={invitation.id}>
                    <th scope="row">{invitation.email}</th>
                    <td data-label={t.columnRole}>{roleLabel(invitation.role, roles)}</td>
                    <td data-label={t.columnStatus}>{invitationStatusLabel(invitation.status, t)}</td>
                    <td data-label={t.columnExpires}>{invitation.status === 'pending' ? <LocalDate value={invitation.expires_at} /> : '–'}</td>
                    <td>
                      {open ? (
                        <span className="dk-row-actions">
                          <Button variant="secondary" onClick={() => panel.resend(invitation)} disabled={busy} aria-label={fill(t.resendOf, { email: invitation.email }, locale)}>
                            {t.resend}
                          </Button>
                          {invitation.status === 'pending' ? (
                            <Button variant="ghost" onClick={() => panel.revoke(invitation)} disabled={busy} aria-label={fill(t.revokeOf, { email: invitation.email }, locale)}>
                              {t.revoke}
                            </Button>
                          ) : null}
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
    </CardStack>
  );
}
