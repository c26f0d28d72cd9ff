import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isKeptAnswer, KEPT_META, keptAnswersFor, restoreKeptAnswers } from './kept-answers';
import { answersToKeep, serializeKept } from './kept-answers-writer';

const PROVIDER = 'https://api.test auth#1';
const OWNER = { build: 'build-1', api: 'https://api.test', user: 'user-a' };

/** A cached answer as a kit query leaves it: its key under the provider, its data, kept or not. */
function cache(client: QueryClient, key: unknown[], data: unknown, { keep = true, provider = PROVIDER } = {}) {
  client.getQueryCache().build(client, { queryKey: ['dashboard-kit', provider, ...key], ...(keep ? { meta: KEPT_META } : {}) }).setData(data);
}

describe('answers kept for the next visit', () => {
  it('keeps the kept endpoints’ answers of this user and provider only, an infinite list’s first page, never a secret', () => {
    const client = new QueryClient();
    cache(client, ['user-a', 'personal', 'api-keys', 'list'], { keys: [{ id: 'key_1', name: 'Production' }] });
    cache(client, ['user-a', 'personal', 'requests', 'pages'], { pages: [{ entries: [1] }, { entries: [2] }], pageParams: [null, 'c2'] });
    cache(client, ['user-a', 'personal', 'billing', 'usage'], { days: [] }, { keep: false });
    cache(client, ['user-b', 'personal', 'api-keys', 'list'], { keys: [] });
    cache(client, ['user-a', 'personal', 'api-keys', 'list'], { keys: [] }, { provider: 'https://other.test auth#2' });
    cache(client, ['user-a', 'personal', 'api-keys', 'created'], { id: 'key_2', secret: 'jk_secret' });

    const kept = answersToKeep(client, PROVIDER, OWNER);
    expect(kept).toMatchObject(OWNER);
    expect(kept.answers.map((answer) => answer.key)).toEqual(expect.arrayContaining([
      ['user-a', 'personal', 'api-keys', 'list'],
      ['user-a', 'personal', 'requests', 'pages'],
    ]));
    expect(kept.answers).toHaveLength(2);
    expect(kept.answers.find((answer) => answer.key[2] === 'requests')!.data).toEqual({ pages: [{ entries: [1] }], pageParams: [null] });
    expect(serializeKept(kept)).not.toContain('jk_secret');
  });

  it('keeps what other pages kept earlier, unless a fresh answer replaces it', () => {
    const client = new QueryClient();
    cache(client, ['user-a', 'personal', 'billing', 'balance'], { balance: 5 });
    const earlier = [
      { key: ['user-a', 'personal', 'api-keys', 'list'], data: { keys: [{ id: 'key_1' }] } },
      { key: ['user-a', 'personal', 'billing', 'balance'], data: { balance: 1 } },
    ];
    const { answers } = answersToKeep(client, PROVIDER, OWNER, earlier);
    expect(answers).toEqual([
      { key: ['user-a', 'personal', 'billing', 'balance'], data: { balance: 5 } },
      { key: ['user-a', 'personal', 'api-keys', 'list'], data: { keys: [{ id: 'key_1' }] } },
    ]);
  });

  it('reads back only this user’s answers from this build and API, dates as dates', () => {
    const client = new QueryClient();
    const created = new Date('2026-03-04T10:15:00Z');
    cache(client, ['user-a', 'personal', 'api-keys', 'list'], { keys: [{ id: 'key_1', created_at: created }] });
    const stored = serializeKept(answersToKeep(client, PROVIDER, OWNER));

    const [answer] = keptAnswersFor(stored, OWNER);
    expect((answer!.data as { keys: { created_at: Date }[] }).keys[0]!.created_at).toEqual(created);
    expect(keptAnswersFor(stored, { ...OWNER, user: 'user-b' })).toEqual([]);
    expect(keptAnswersFor(stored, { ...OWNER, build: 'build-2' })).toEqual([]);
    expect(keptAnswersFor(stored, { ...OWNER, api: 'https://other.test' })).toEqual([]);
    expect(keptAnswersFor('{not json', OWNER)).toEqual([]);
    expect(keptAnswersFor(null, OWNER)).toEqual([]);
    // An answer filed under another user inside this user's record is not theirs to see.
    const forged = JSON.stringify({ ...OWNER, answers: [{ key: ['user-b', 'personal', 'api-keys', 'list'], data: { keys: [] } }] });
    expect(keptAnswersFor(forged, OWNER)).toEqual([]);
  });

  it('restores into the provider’s cache where it has nothing yet, marked as kept until a fresh answer replaces it', () => {
    const client = new QueryClient();
    const fresh = { keys: [{ id: 'fresh' }] };
    cache(client, ['user-a', 'personal', 'billing', 'balance'], fresh);
    restoreKeptAnswers(client, PROVIDER, [
      { key: ['user-a', 'personal', 'api-keys', 'list'], data: { keys: [{ id: 'kept' }] } },
      { key: ['user-a', 'personal', 'billing', 'balance'], data: { balance: 1 } },
    ]);
    const keys = client.getQueryCache().find({ queryKey: ['dashboard-kit', PROVIDER, 'user-a', 'personal', 'api-keys', 'list'], exact: true })!;
    expect(keys.state.data).toEqual({ keys: [{ id: 'kept' }] });
    expect(isKeptAnswer({ dataUpdatedAt: keys.state.dataUpdatedAt, isSuccess: true })).toBe(true);
    // Nothing fresher is overwritten.
    expect(client.getQueryData(['dashboard-kit', PROVIDER, 'user-a', 'personal', 'billing', 'balance'])).toBe(fresh);
    client.setQueryData(['dashboard-kit', PROVIDER, 'user-a', 'personal', 'api-keys', 'list'], { keys: [] });
    expect(isKeptAnswer({ dataUpdatedAt: keys.state.dataUpdatedAt, isSuccess: true })).toBe(false);
  });
});
