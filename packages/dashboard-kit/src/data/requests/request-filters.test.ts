import { describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_FILTERS, requestFiltersFromSearch as filtersFromSearch, requestFiltersToSearch, requestQuery } from './request-filters';

describe('the log’s filters in a URL', () => {
  it('reads what a shared link names and leaves out what it cannot be', () => {
    expect(filtersFromSearch('?range=7d&status=4xx,9xx&outcome=unknown_model,DROP!&key=jk_4f9a&model=ept2&tab=x')).toEqual({
      range: '7d',
      status: ['4xx'],
      outcomes: ['unknown_model'],
      keyId: 'jk_4f9a',
      model: 'ept2',
    });
    expect(filtersFromSearch('?range=forever&key=a%20b')).toEqual(DEFAULT_REQUEST_FILTERS);
  });

  it('writes them back beside the page’s other parameters, defaults left out', () => {
    const search = requestFiltersToSearch({
      range: '24h',
      status: ['4xx', '5xx'],
      outcomes: [],
      keyId: 'jk_1',
    }, '?lang=de&status=2xx');
    expect(search).toBe('?lang=de&status=4xx%2C5xx&key=jk_1');
    expect(filtersFromSearch(search)).toEqual({
      range: '24h',
      status: ['4xx', '5xx'],
      outcomes: [],
      keyId: 'jk_1',
    });
    expect(requestFiltersToSearch(DEFAULT_REQUEST_FILTERS, '?key=jk_1')).toBe('');
  });

  it('asks the API for the span up to now, with the filters as it names them', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(
      requestQuery(
        {
          range: '1h',
          status: ['4xx'],
          outcomes: ['rate_limited'],
          keyId: 'jk_1',
          model: 'aifs',
        },
        now
      )
    ).toEqual({
      from: '2026-11-27T11:00:00.000Z',
      to: '2026-11-27T12:00:00.000Z',
      status: '4xx',
      outcome: 'rate_limited',
      key_id: 'jk_1',
      model: 'aifs',
    });
  });
});
