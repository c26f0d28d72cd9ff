import { useAccountPermission, useActiveAccount } from '../../context/context';
import { auditFiltersFromSearch, auditFiltersToSearch, NO_AUDIT_FILTERS, type AuditFilters } from '../../data/organizations/audit-filters';
import { useAuditExport, useAuditLog } from '../../data/organizations/organization-queries';
import { saveTextFile } from '../../ui/download';
import { useAddressState } from '../../ui/useAddressState';
import { actorsOf, auditCsvFileName } from './auditLog.logic';

/**
 * The audit log's state: its filters (kept in the page's address, so a filtered view can be
 * shared and survives a reload), its pages, the actors seen, and the CSV export. In an
 * organisation, only owners and admins read it (`allowed`).
 */
export function useAuditLogView() {
  const { organization } = useActiveAccount();
  const permission = useAccountPermission('audit:read');
  const [filters, setFilters] = useAddressState<AuditFilters>(auditFiltersFromSearch, auditFiltersToSearch);
  const log = useAuditLog(filters);
  const exporter = useAuditExport();
  const events = log.data?.pages.flatMap((page) => page?.events ?? []) ?? [];
  return {
    /** null: the personal account's log; undefined while the account is looked up. */
    organization,
    allowed: organization === null || permission.allowed,
    filters,
    setFilters,
    clearFilters: () => setFilters(NO_AUDIT_FILTERS),
    filtered: filters.action !== null || filters.actor !== null || filters.from !== null || filters.to !== null,
    log,
    events,
    offered: log.data?.pages[0] !== null,
    actors: actorsOf(events),
    exporting: exporter.isPending,
    exportError: exporter.error,
    exportCsv: () =>
      exporter.mutate(filters, {
        onSuccess: (csv) => saveTextFile(auditCsvFileName(filters.from, filters.to, new Date().toISOString().slice(0, 10)), csv, 'text/csv'),
      }),
  };
}
