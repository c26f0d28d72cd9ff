import { useEndpoint } from '../endpoint-query';
import { API_KEYS } from './endpoints';

/**
 * The signed-in user's API keys and how many may be active at once: a TanStack Query result
 * (`data`, `isPending`, `error`, `refetch`). Inside `DashboardProvider`.
 * @example
 * const { data, error } = useApiKeys();
 * const errorText = useErrorText();
 * if (error) return <p role="alert">{errorText(error).text}</p>;
 * return <ul>{data?.keys.map((key) => <li key={key.id}>{key.name}</li>)}</ul>;
 */
export function useApiKeys() {
  return useEndpoint(API_KEYS);
}
