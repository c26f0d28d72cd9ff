/** One row of the usage export: a day's usage by one key, or (no key) the part tied to none. */
export interface UsageCsvRow {
  date: string;
  key_id: string | null;
  key_name: string | null;
  key_deleted: boolean | null;
  requests: number;
  tokens: number;
  cost_cents: number;
}

export const USAGE_CSV_HEADER = ['date_utc', 'key_id', 'key_name', 'key_deleted', 'requests', 'tokens', 'cost', 'currency'] as const;

/** The export's file name: the range, and that its days are UTC days. */
export const usageCsvFileName = (range: { from: string; to: string }) => `usage_${range.from}_to_${range.to}_utc.csv`;

/** RFC 4180 quoting, and a leading `'` where a spreadsheet would read a formula. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Cents as a plain decimal with a dot and two places: machine-readable in any locale. */
const decimal = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The CSV text: a header line, then a line per row, each ended by CRLF as RFC 4180 has it. */
export function renderUsageCsv(rows: Iterable<UsageCsvRow>, currency: string): string {
  const lines = [USAGE_CSV_HEADER.join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.date,
        field(row.key_id ?? ''),
        field(row.key_name ?? ''),
        row.key_deleted === null ? '' : String(row.key_deleted),
        String(row.requests),
        String(row.tokens),
        decimal(row.cost_cents),
        currency,
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
