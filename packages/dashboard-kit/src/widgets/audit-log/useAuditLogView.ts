import { useState } from 'react';
import { withoutBasePath } from '../../access/app-paths';
import { useAccountPermission, useActiveAccount, useDashboard } from '../../context/context';
import { auditFiltersFromSearch, auditFiltersToSearch, NO_AUDIT_FILTERS, type AuditFilters } from '../../data/organizations/audit-filters';
import { useAuditExport, useAuditLog } from '../../data/organizations/organization-queries';
import { saveTextFile } from '../../ui/download';
import { actorsOf, auditCsvFileName } from './auditLog.logic';

const searchNow = () => (typeof window === 'undefined' ? '' : window.location.search);

/**
 * The audit log's state: its filters (kept in the page's address, so a filtered view can be
 * shared and survives a reload), its pages, the actors seen, and the CSV export. In an
 * organisation, only owners and admins read it (`allowed`).
 */
export function useAuditLogView() {
  const { config, navigate } = useDashboard();
  const { organization } = useActiveAccount();
  const permission = useAccountPermission('audit:read');
  const [filters, setFiltersState] = useState<AuditFilters>(() => auditFiltersFromSearch(searchNow()));
  const log = useAuditLog(filters);
  const exporter = useAuditExport();
  const events = log.data?.pages.flatMap((page) => page?.events ?? []) ?? [];
  const setFilters = (next: AuditFilters) => {
    setFiltersState(next);
    if (typeof window !== 'undefined') navigate(`${withoutBasePath(config.basePath, window.location.pathname)}${auditFiltersToSearch(next, window.location.search)}`, { replace: true });
  };
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
