import { useState } from 'react';
import type { Member, OrganizationRole } from '../../api/schemas/organizations';
import { useAccountPermission, useActiveAccount, useQueryScope } from '../../context/context';
import { useChangeMemberRole, useRemoveMember } from '../../data/organizations/organization-mutations';
import { useOrganizationMembers } from '../../data/organizations/organization-queries';
import { rolesToGive } from './organizations.logic';

/** What the user may do to a member, and why not. */
export interface MemberRights {
  /** The roles they may give the member (none: the role shows as text). */
  roles: readonly OrganizationRole[];
  /** Remove them (or, for the user, leave). */
  remove: boolean;
  /** The member is the organisation's last owner: nothing may take the role away. */
  lastOwner: boolean;
}


/**
 * Which changes a member may be offered: owners and admins change roles and remove (only owners
 * touch owners, or make them); anyone may leave; the last owner stays an owner (the API holds
 * to the same rules).
 */
export function memberRights(member: Member, members: readonly Member[], me: string | null, can: { manage: boolean; owners: boolean }): MemberRights {
  const owners = members.filter((entry) => entry.role === 'owner').length;
  const lastOwner = member.role === 'owner' && owners <= 1;
  const self = member.user_id === me;
  const touchable = can.manage && (member.role !== 'owner' || can.owners);
  const roles = lastOwner || !touchable ? [] : rolesToGive(can.owners);
  return { roles, remove: !lastOwner && (self || touchable), lastOwner };
}

/**
 * The members page's state: the active organisation's members with what the user may do to each,
 * the removal being confirmed (with the choice to delete the keys they made), and the last change
 * to announce.
 */
export function useOrganizationMembersPanel() {
  const { organization } = useActiveAccount();
  const { userId: me } = useQueryScope();
  const manage = useAccountPermission('members:write');
  const owners = useAccountPermission('members:owners');
  const members = useOrganizationMembers(organization?.id ?? null);
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [deleteKeys, setDeleteKeys] = useState(false);
  const [announcement, setAnnouncement] = useState<{ kind: 'roleChanged' | 'removed'; member: Member; role?: OrganizationRole } | null>(null);
  const list = members.data?.members ?? [];
  return {
    organization,
    me,
    members,
    canManage: manage.allowed,
    rightsOf: (member: Member) => memberRights(member, list, me, { manage: manage.allowed, owners: owners.allowed }),
    changeRole: (member: Member, role: OrganizationRole) => {
      if (!organization) return;
      changeRole.mutate({ organizationId: organization.id, userId: member.user_id, role }, { onSuccess: () => setAnnouncement({ kind: 'roleChanged', member, role }) });
    },
    roleChange: changeRole,
    removing,
    deleteKeys,
    setDeleteKeys,
    startRemoving: (member: Member) => {
      remove.reset();
      setDeleteKeys(false);
      setRemoving(member);
    },
    cancelRemoving: () => setRemoving(null),
    confirmRemoving: () => {
      if (!organization || !removing) return;
      const member = removing;
      remove.mutate(
        { organizationId: organization.id, userId: member.user_id, deleteKeys },
        {
          onSuccess: () => {
            setRemoving(null);
            setAnnouncement({ kind: 'removed', member });
          },
        },
      );
    },
    removal: remove,
    announcement,
  };
}
