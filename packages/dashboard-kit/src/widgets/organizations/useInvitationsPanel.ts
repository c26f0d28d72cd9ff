import { useState, type FormEvent } from 'react';
import type { Invitation, OrganizationRole } from '../../api/schemas/organizations';
import { useAccountPermission, useActiveAccount } from '../../context/context';
import { useInviteMember, useResendInvitation, useRevokeInvitation } from '../../data/organizations/organization-mutations';
import { useOrganizationInvitations } from '../../data/organizations/organization-queries';
import { rolesToGive } from './organizations.logic';

/** The invitations part of the members page: the invite form, and the list with resend and revoke (owners and admins). */
export function useInvitationsPanel() {
  const { organization } = useActiveAccount();
  const manage = useAccountPermission('members:write');
  const owners = useAccountPermission('members:owners');
  const invitations = useOrganizationInvitations(manage.allowed ? (organization?.id ?? null) : null);
  const invite = useInviteMember();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrganizationRole>('developer');
  const [problem, setProblem] = useState<unknown>(null);
  const [announcement, setAnnouncement] = useState<{ kind: 'invited' | 'resent' | 'revoked'; email: string } | null>(null);
  const organizationId = organization?.id ?? '';
  return {
    shown: manage.allowed && organization !== null && organization !== undefined,
    invitations,
    roles: rolesToGive(owners.allowed),
    email,
    setEmail,
    role,
    setRole,
    problem: problem ?? resend.error ?? revoke.error,
    inviting: invite.isPending,
    submit: (event: FormEvent) => {
      event.preventDefault();
      const address = email.trim();
      setProblem(null);
      invite.mutate(
        { organizationId, email: address, role },
        {
          onSuccess: () => {
            setEmail('');
            setAnnouncement({ kind: 'invited', email: address });
          },
          onError: setProblem,
        },
      );
    },
    resend: (invitation: Invitation) => resend.mutate({ organizationId, invitationId: invitation.id }, { onSuccess: () => setAnnouncement({ kind: 'resent', email: invitation.email }) }),
    revoke: (invitation: Invitation) => revoke.mutate({ organizationId, invitationId: invitation.id }, { onSuccess: () => setAnnouncement({ kind: 'revoked', email: invitation.email }) }),
    busyWith: resend.isPending ? resend.variables?.invitationId : revoke.isPending ? revoke.variables?.invitationId : undefined,
    announcement,
  };
}
