import type { AuditEvent } from '../../api/schemas/organizations';

/** A value of an event's before or after, as the change column shows it. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (Array.isArray(value)) return value.length === 0 ? '–' : value.map(shown).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * What an event changed, field by field: `name: before → after` where it had both, `name: after`
 * where it only set one, `name: before` where it only took one away. Unchanged fields are left out.
 */
export function changeLines(event: Pick<AuditEvent, 'before' | 'after'>): string[] {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.flatMap((field) => {
    const had = field in before;
    const has = field in after;
    if (had && has) return JSON.stringify(before[field]) === JSON.stringify(after[field]) ? [] : [`${field}: ${shown(before[field])} → ${shown(after[field])}`];
    return [`${field}: ${shown(has ? after[field] : before[field])}`];
  });
}

/** The export's file name: the range it covers, in UTC days. */
export function auditCsvFileName(from: string | null, to: string | null, today: string): string {
  return `audit-log_${from ?? 'start'}_to_${to ?? today}_utc.csv`;
}

/** Everyone who acted in the events loaded so far, for the actor filter: id and address, in order of appearance. */
export function actorsOf(events: readonly AuditEvent[]): { id: string; email: string }[] {
  const seen = new Map<string, string>();
  for (const event of events) if (event.actor && !seen.has(event.actor.id)) seen.set(event.actor.id, event.actor.email ?? event.actor.id);
  return [...seen].map(([id, email]) => ({ id, email }));
}
