import type { ArrivedAnswer } from '../api/client';

/**
 * Query options that start a query from an answer already on the page (ApiClient.takeArrived,
 * from the early-requests script): the widget's first render shows the data instead of a
 * loading state, and the data counts as fetched when it arrived, so staleTime runs from then.
 * Nothing there: the query starts empty and fetches as usual.
 */
export function startFromArrived<T>(take: () => ArrivedAnswer<T> | undefined) {
  let receivedAt: number | undefined;
  return {
    initialData: (): T | undefined => {
      const answer = take();
      receivedAt = answer?.receivedAt;
      return answer?.data;
    },
    initialDataUpdatedAt: () => receivedAt,
  };
}
