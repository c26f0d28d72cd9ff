import { apiKeys } from './fixtures';

export interface StoredKey {
  id: string;
  name: string;
  created_at: string;
  expires_at: string | null;
  is_active: boolean;
}

/** The keys MSW answers with: a tiny server-side state so create, delete and refetch agree. */
let keys: StoredKey[] = structuredClone(apiKeys);
let sequence = 0;

export const keyStore = {
  list: () => keys,
  reset(next: StoredKey[] = structuredClone(apiKeys)) {
    keys = next;
    sequence = 0;
  },
  create(name: string, expiresAt: string | null) {
    sequence += 1;
    const key = { id: `key_test_${sequence}`, name, created_at: new Date().toISOString(), expires_at: expiresAt, is_active: true };
    keys = [...keys, key];
    return { ...key, secret: `sk_test_secret_${sequence}` };
  },
  remove(id: string): boolean {
    const before = keys.length;
    keys = keys.filter((key) => key.id !== id);
    return keys.length < before;
  },
};
