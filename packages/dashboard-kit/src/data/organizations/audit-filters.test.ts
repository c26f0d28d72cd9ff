import { describe, expect, it } from 'vitest';
import { auditFiltersFromSearch, auditFiltersToSearch, auditQuery, NO_AUDIT_FILTERS } from './audit-filters';

describe('the audit log’s filters', () => {
  it('live in the URL, beside the organisation, and read back the same', () => {
    const filters = { action: 'key.created' as const, actor: 'u-1', from: '2026-11-01', to: '2026-11-30' };
    const search = auditFiltersToSearch(filters, '?org=acme');
    expect(search).toBe('?org=acme&action=key.created&actor=u-1&from=2026-11-01&to=2026-11-30');
    expect(auditFiltersFromSearch(search)).toEqual(filters);
    expect(auditFiltersToSearch(NO_AUDIT_FILTERS, search)).toBe('?org=acme');
  });

  it('ignore what they cannot read', () => {
    expect(auditFiltersFromSearch('?action=key.exploded&from=yesterday&actor=%3Cscript%3E')).toEqual(NO_AUDIT_FILTERS);
  });

  it('ask the API for whole UTC days, the last one included', () => {
    expect(auditQuery({ action: null, actor: null, from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' });
  });
});
