import { AuditLog, OrganizationMembers, OrganizationSettings } from 'dashboard-kit';

/** /organization/members: the active organisation's members and invitations. */
export function MembersPage() {
  return <OrganizationMembers />;
}

/** /organization/settings: the active organisation's name, billing details and deletion. */
export function OrganizationSettingsPage() {
  return <OrganizationSettings />;
}

/** /audit-log: the active account's audit log; its filters live in the query, so a view can be shared. */
export function AuditLogPage() {
  return <AuditLog />;
}
