import { describe, expect, it } from 'vitest';
import { csvField, renderUsageCsv, usageCsvFileName, type UsageCsvRow } from './csv';

const row = (fields: Partial<UsageCsvRow>): UsageCsvRow => ({
  date: '2026-11-01',
  key_id: 'jk_1',
  key_name: 'Production',
  key_deleted: false,
  requests: 2048,
  tokens: 1_474_560,
  cost_cents: 330,
  ...fields,
});

describe('renderUsageCsv', () => {
  it('writes the header, then a line per row with cost as a dot decimal and the currency', () => {
    expect(renderUsageCsv([row({}), row({ key_id: null, key_name: null, key_deleted: null, cost_cents: 5 })], 'EUR')).toBe(
      'date_utc,key_id,key_name,key_deleted,requests,tokens,cost,currency\r\n' +
        '2026-11-01,jk_1,Production,false,2048,1474560,3.30,EUR\r\n' +
        '2026-11-01,,,,2048,1474560,0.05,EUR\r\n',
    );
  });

  it('quotes names with commas, quotes or line breaks, and disarms names a spreadsheet would run', () => {
    const csv = renderUsageCsv(
      [row({ key_name: 'Ingest, EU "north"' }), row({ key_name: '=HYPERLINK("http://x")' }), row({ key_name: '-1+2' }), row({ key_name: 'a\nb' })],
      'EUR',
    );
    const names = csv.split('\r\n').slice(1, -1);
    expect(names[0]).toContain(',"Ingest, EU ""north""",');
    expect(names[1]).toContain(`,"'=HYPERLINK(""http://x"")",`);
    expect(names[2]).toContain(",'-1+2,");
    expect(names[3]).toContain(',"a\nb",');
  });

  it.each([
    ['x;=1+1;', `"x;'=1+1;"`],
    ['x,=1+1', `"x,'=1+1"`],
    ['a\n=cmd|calc', `"a\n'=cmd|calc"`],
    ['a\r\n@SUM(A1)', `"a\r\n'@SUM(A1)"`],
    ['tab\t+1', `"tab\t'+1"`],
    ['\t-1', `"'\t-1"`],
    ['Ingest; EU', '"Ingest; EU"'],
    ['net-zero', 'net-zero'],
  ])('disarms every place a cell may start, after a comma, a semicolon, a tab or a line break too: %j', (name, written) => {
    expect(csvField(name)).toBe(written);
    expect(renderUsageCsv([row({ key_name: name })], 'EUR')).toContain(`,${written},`);
  });

  it('writes large costs without separators, and a header alone for no rows', () => {
    expect(renderUsageCsv([row({ cost_cents: 123_456_789 })], 'EUR')).toContain(',1234567.89,EUR');
    expect(renderUsageCsv([], 'EUR')).toBe('date_utc,key_id,key_name,key_deleted,requests,tokens,cost,currency\r\n');
  });

  it('names the file with the range and says its days are UTC', () => {
    expect(usageCsvFileName({ from: '2025-11-27', to: '2026-11-26' })).toBe('usage_2025-11-27_to_2026-11-26_utc.csv');
  });
});
