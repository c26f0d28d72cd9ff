import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BILLING_DETAIL_LIMITS as KIT_BILLING_LIMITS, billingDetailsSchema, ORGANIZATION_PERMISSIONS, ORGANIZATION_ROLES } from '../../packages/dashboard-kit/src/api/schemas/organizations';
import { requestEntrySchema } from '../../packages/dashboard-kit/src/api/schemas/requests';
import { AUDIT_ACTIONS as KIT_AUDIT_ACTIONS } from '../../packages/dashboard-kit/src/data/organizations/audit-filters';
import { SLUG_PATTERN as KIT_SLUG_PATTERN } from '../../packages/dashboard-kit/src/data/organizations/slug';
import { auditLogEn } from '../../packages/dashboard-kit/src/i18n/en/organizations';
import { BILLING_COUNTRIES } from '../../packages/dashboard-kit/src/widgets/organizations/billing-countries';
import { BILLING_DETAIL_LIMITS as API_BILLING_LIMITS } from '../../packages/sandbox/src/api/organizations';
import { AUDIT_ACTIONS as API_AUDIT_ACTIONS } from '../../packages/sandbox/src/audit/store';
import { billingDetailsOf, type OrganizationRow } from '../../packages/sandbox/src/db/organizations';
import { isKnownCountry } from '../../packages/sandbox/src/organizations/country';
import { PERMISSIONS, ROLES } from '../../packages/sandbox/src/organizations/roles';
import { SLUG_PATTERN as API_SLUG_PATTERN } from '../../packages/sandbox/src/organizations/slug';
import { toEntry } from '../../packages/sandbox/src/requests/store';

// The kit and the sandbox each write down what the API names: its audit actions, roles,
// permissions, a request log entry and the billing details. Each pair is held equal here, so a
// name added on one side fails until the other has it too.

const keysOf = (value: object) => Object.keys(value).sort();

describe('the contract between the kit and the API the sandbox serves', () => {
  it('names the same audit actions, and the kit words each one', () => {
    expect([...KIT_AUDIT_ACTIONS]).toEqual([...API_AUDIT_ACTIONS]);
    const worded = API_AUDIT_ACTIONS.filter((action) => typeof (auditLogEn as Record<string, unknown>)[action] === 'string');
    expect(worded).toEqual([...API_AUDIT_ACTIONS]);
  });

  it('names the same roles and the same permissions', () => {
    expect([...ORGANIZATION_ROLES]).toEqual([...ROLES]);
    expect([...ORGANIZATION_PERMISSIONS]).toEqual(Object.keys(PERMISSIONS));
  });

  it('checks an organisation’s address by the API’s rule before sending it', () => {
    expect(KIT_SLUG_PATTERN.source).toBe(API_SLUG_PATTERN.source);
  });

  it('reads every field of a request log entry as the API writes it, and expects none it does not', () => {
    const entry = toEntry({
      seq: 7,
      id: 'req_1',
      at: new Date('2026-03-01T12:00:00Z'),
      key_id: 'jk_1',
      key_name: 'Production',
      key_prefix: 'jsk_ab',
      method: 'GET',
      path: '/v1/forecast',
      model: 'ept2',
      lat: 52.5,
      lon: 13.4,
      steps: 24,
      parameters: ['temperature_2m'],
      status: 402,
      outcome: 'insufficient_credits',
      error: { type: 'insufficient_credits', message: 'Not enough credits' },
      tokens: '720',
      cost_microcents: '288000',
      latency_ms: 41,
      user_agent: 'curl/8.5.0',
      client_address: '203.0.113.7',
      run_by: 'user-dev',
      run_by_email: 'dev@example.com',
    } as Parameters<typeof toEntry>[0]);
    const read = v.safeParse(requestEntrySchema, entry);
    expect(read.issues).toBeUndefined();
    expect(keysOf(requestEntrySchema.entries)).toEqual(keysOf(entry));
    expect(keysOf(requestEntrySchema.entries.key.entries)).toEqual(keysOf(entry.key));
  });

  it('has the same billing details, each line bounded as the API bounds it', () => {
    const details = billingDetailsOf({ legal_name: null, address_line1: null, address_line2: null, postal_code: null, city: null, country: null, vat_id: null } as OrganizationRow);
    expect(keysOf(billingDetailsSchema.entries)).toEqual(keysOf(details));
    expect(KIT_BILLING_LIMITS).toEqual(API_BILLING_LIMITS);
    // Every country the form offers is one the API takes.
    expect(BILLING_COUNTRIES.filter((code) => !isKnownCountry(code))).toEqual([]);
  });
});
