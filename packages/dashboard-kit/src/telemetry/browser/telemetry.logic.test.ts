import { describe, expect, it } from 'vitest';
import { EXCEPTION_BUCKET_SIZE, EXCEPTION_REFILL_RATE, HEATMAP_FLUSH_MS, POSTHOG_US_HOST, posthogOptions, scrubCapture } from './posthog.logic';
import { scrubText, scrubUrl } from './scrub.logic';
import { MAX_STACK_FRAMES, prepareSentryEvent } from './sentry.logic';

describe('scrubUrl', () => {
  it('filters hand-off and token parameters in the query and in the hash, and keeps the rest', () => {
    expect(scrubUrl('https://app.example.com/?auth_key=abc&tab=keys')).toBe('https://app.example.com/?auth_key=[Filtered]&tab=keys');
    expect(scrubUrl('/x?auth_transfer=eyJhbGciOi.xx.yy')).toBe('/x?auth_transfer=[Filtered]');
    expect(scrubUrl('http://h/login#access_token=t1&refresh_token=t2&type=recovery')).toBe('http://h/login#access_token=[Filtered]&refresh_token=[Filtered]&type=recovery');
    expect(scrubUrl('/callback?code=123')).toBe('/callback?code=[Filtered]');
    expect(scrubUrl('/browse?path=a/b')).toBe('/browse?path=a/b');
  });

  it('filters the CLI callback’s key secret, and a token that is a segment of the path (a receipt’s address)', () => {
    expect(scrubUrl('http://127.0.0.1:8976/callback?id=jk_Vo7Y0cIMKUJ4CZYX&name=ci&secret=jsk_s3cret&created_at=x')).toBe(
      'http://127.0.0.1:8976/callback?id=jk_Vo7Y0cIMKUJ4CZYX&name=ci&secret=[Filtered]&created_at=x',
    );
    expect(scrubUrl('https://api.example.com/v1/billing/receipts/rcpt_Zx8Qw3nVb2Lk9PmA7sDf4GhJ1Kl0Po9i?download=1')).toBe(
      'https://api.example.com/v1/billing/receipts/[Filtered]?download=1',
    );
    // Ids a user sees, and names of files, stay.
    expect(scrubUrl('/api-keys/jk_Vo7Y0cIMKUJ4CZYX')).toBe('/api-keys/jk_Vo7Y0cIMKUJ4CZYX');
    expect(scrubUrl('/files/forecasts/ept2_temperature_2m_20261101.zarr')).toBe('/files/forecasts/ept2_temperature_2m_20261101.zarr');
    expect(scrubText('GET /v1/billing/receipts/rcpt_Zx8Qw3nVb2Lk9PmA7sDf4GhJ1Kl0Po9i failed')).toBe('GET /v1/billing/receipts/[Filtered] failed');
  });

  it('filters bearer tokens, JWTs and secret URLs inside free text', () => {
    expect(scrubText('Authorization: Bearer abc.def-123')).toBe('Authorization: Bearer [Filtered]');
    expect(scrubText('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-_x here')).toBe('token [Filtered] here');
    expect(scrubText('failed at http://h/p?auth_key=s3cret now')).toBe('failed at http://h/p?auth_key=[Filtered] now');
  });
});

describe('prepareSentryEvent', () => {
  it('scrubs the request URL, drops cookies and the query string, and keeps the last 50 stack frames', () => {
    const frames = Array.from({ length: 80 }, (_, index) => ({ filename: `http://h/app.js?token=t${index}`, lineno: index }));
    const event = prepareSentryEvent({
      request: { url: 'http://h/cli-auth?auth_key=s3cret', query_string: 'auth_key=s3cret', cookies: { a: 'b' } },
      exception: { values: [{ value: 'Bearer abc', stacktrace: { frames } }] },
      breadcrumbs: [{ message: 'navigate', data: { to: '/x?access_token=t' } }],
    });
    expect(event.request).toMatchObject({ url: 'http://h/cli-auth?auth_key=[Filtered]', query_string: undefined, cookies: undefined });
    const kept = event.exception!.values![0]!.stacktrace!.frames!;
    expect(kept).toHaveLength(MAX_STACK_FRAMES);
    expect((kept.at(-1) as { lineno: number }).lineno).toBe(79);
    expect(kept[0]!.filename).toBe('http://h/app.js?token=[Filtered]');
    expect(event.exception!.values![0]!.value).toBe('Bearer [Filtered]');
    expect(event.breadcrumbs![0]!.data).toEqual({ to: '/x?access_token=[Filtered]' });
    expect(JSON.stringify(event)).not.toMatch(/s3cret/);
  });
});

describe('posthogOptions', () => {
  it('uses the US host by default, the spec constants, and persists only with consent', () => {
    const undecided = posthogOptions({ key: 'phc_1' }, 'undecided');
    expect(undecided.api_host).toBe(POSTHOG_US_HOST);
    expect(undecided.persistence).toBe('memory');
    // A fresh in-memory id per page load is not merged onto the person on identify().
    expect(undecided.reuseAnonymousId).toBe(true);
    expect(posthogOptions({ key: 'phc_1' }, 'true').reuseAnonymousId).toBe(false);
    expect(undecided.error_tracking).toEqual({ exceptionRateLimiterBucketSize: EXCEPTION_BUCKET_SIZE, exceptionRateLimiterRefillRate: EXCEPTION_REFILL_RATE });
    expect([EXCEPTION_BUCKET_SIZE, EXCEPTION_REFILL_RATE, HEATMAP_FLUSH_MS]).toEqual([10, 1, 5000]);
    expect(undecided.capture_heatmaps).toEqual({ flush_interval_milliseconds: 5000 });
    // Extensions start in later tasks, so init() is no long task on a slow phone.
    expect(undecided.__preview_deferred_init_extensions).toBe(true);
    expect(posthogOptions({ key: 'phc_1', host: 'http://127.0.0.1:54321/ingest' }, 'true')).toMatchObject({ api_host: 'http://127.0.0.1:54321/ingest', persistence: 'localStorage+cookie' });
    expect(posthogOptions({ key: 'phc_1' }, 'other').persistence).toBe('memory');
    // Automated browsers are PostHog's bots unless a host opts in (its browser journeys do).
    expect(undecided.opt_out_useragent_filter).toBe(false);
    expect(posthogOptions({ key: 'phc_1', captureAutomatedBrowsers: true }, 'true').opt_out_useragent_filter).toBe(true);
  });

  it('scrubs URLs in captured events before they are sent', () => {
    const event = scrubCapture({ properties: { $current_url: 'http://h/?auth_key=k', plan: 'pro' }, $set: { $initial_current_url: 'http://h/#access_token=t' } });
    expect(event).toEqual({ properties: { $current_url: 'http://h/?auth_key=[Filtered]', plan: 'pro' }, $set: { $initial_current_url: 'http://h/#access_token=[Filtered]' }, $set_once: undefined });
  });

  it('scrubs every URL-valued property, including ones PostHog adds later ($session_entry_url)', () => {
    const event = scrubCapture({ properties: { $session_entry_url: 'https://h/login#access_token=t&refresh_token=r', note: 'access_token=kept: not a URL' } });
    expect(event?.properties).toEqual({ $session_entry_url: 'https://h/login#access_token=[Filtered]&refresh_token=[Filtered]', note: 'access_token=kept: not a URL' });
  });
});
