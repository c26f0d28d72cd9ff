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

/**
 * Where a spreadsheet may start a cell inside a field: at its start, and after any character a
 * spreadsheet splits on (`,`, and `;` where the list separator is a semicolon: German and
 * French settings), a tab or a line break, whatever the quoting, since not every importer
 * honours it. A `'` there keeps what follows from being read as a formula (= + - @, and a tab or
 * carriage return opening a cell).
 */
const CELL_START = /(^|[,;\t\r\n])(?=[=+\-@\t\r])/g;

/** A field disarmed where a cell may start, then quoted (RFC 4180) where it holds a separator, a quote or a line break. */
export function csvField(value: string): string {
  const safe = value.replace(CELL_START, "$1'");
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
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
        csvField(row.key_id ?? ''),
        csvField(row.key_name ?? ''),
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
