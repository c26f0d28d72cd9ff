import { useMutation, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import type { AuditPage } from '../../api/schemas/organizations';
import { useDashboard, useQueryScope } from '../../context/context';
import type { GetEndpoint } from '../endpoint';
import { endpointQueryOptions, fetchEndpoint, runsIn, useEndpointPages } from '../endpoint-query';
import { KIT_MUTATION_POLICY } from '../query-policy';
import type { AuditFilters } from './audit-filters';
import { AUDIT_EXPORT, AUDIT_LOG, BILLING_DETAILS, INVITATIONS, MEMBERS } from './endpoints';
import { useTransitionQuery } from '../transition-query';

/**
 * An organisation's members and its seats.
 * @example
 * const { data } = useOrganizationMembers(organization.id);
 * data?.members.filter((member) => member.role === 'owner');
 */
export function useOrganizationMembers(organizationId: string | null) {
  return useOrganizationEndpoint(MEMBERS, organizationId);
}

/** An organisation's invitations: the open ones and the last 30 days' others (owners and admins; null asks nothing). */
export function useOrganizationInvitations(organizationId: string | null) {
  return useOrganizationEndpoint(INVITATIONS, organizationId);
}

/** An organisation's billing details, printed on its receipts (owners, admins and billing members; null asks nothing). */
export function useBillingDetails(organizationId: string | null) {
  return useOrganizationEndpoint(BILLING_DETAILS, organizationId);
}

/** A GET of one organisation's, named by its id in the path; idle without one. */
function useOrganizationEndpoint<TBody, TData>(endpoint: GetEndpoint<TBody, TData, string>, organizationId: string | null) {
  const { api, queryClient } = useDashboard();
  const scope = useQueryScope();
  return useTransitionQuery({ ...endpointQueryOptions(endpoint, api, scope, organizationId ?? ''), enabled: runsIn(endpoint, scope) && organizationId !== null }, queryClient);
}

/**
 * The active account's audit log for some filters, newest first, a page at a time: `data.pages`
 * (null where the API keeps none), `fetchNextPage()` while `hasNextPage`.
 * @example
 * const log = useAuditLog({ action: 'key.deleted', actor: null, from: null, to: null });
 */
export function useAuditLog(filters: AuditFilters): UseInfiniteQueryResult<InfiniteData<AuditPage | null, string | null>> {
  return useEndpointPages(AUDIT_LOG, { filters });
}

/**
 * Exports the active account's audit log for some filters as CSV text, for the caller to save.
 * @example
 * const exportLog = useAuditExport();
 * const csv = await exportLog.mutateAsync(filters);
 */
export function useAuditExport() {
  const { api, queryClient, queryScope } = useDashboard();
  return useMutation({ ...KIT_MUTATION_POLICY, mutationFn: (filters: AuditFilters) => fetchEndpoint(api, AUDIT_EXPORT, queryScope, filters) }, queryClient);
}
