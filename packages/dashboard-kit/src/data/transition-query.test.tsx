import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTransitionInfiniteQuery, useTransitionQuery } from './transition-query';

/** A part that needs what never comes (a chunk, say) to show `needs`: a blocking render puts the fallback in its place. */
const never = new Promise<never>(() => undefined);

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.clear()));
function newClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  clients.push(client);
  return client;
}

const KEY = ['answer'];

/** A new answer, and the task TanStack tells its observers in (its notifications wait for a timer). */
async function answer(client: QueryClient, data: string) {
  await act(async () => {
    client.setQueryData(KEY, data);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

function Answer({ client, hook }: { client: QueryClient; hook: typeof useTransitionQuery }) {
  const { data, isPending } = hook({ queryKey: KEY, queryFn: async () => 'first' }, client);
  if (data === 'needs a chunk') use(never);
  return <p>{isPending ? 'loading' : data}</p>;
}

function page(client: QueryClient, hook: typeof useTransitionQuery) {
  return (
    <Suspense fallback={<p>fallback</p>}>
      <Answer client={client} hook={hook} />
    </Suspense>
  );
}

describe('useTransitionQuery', () => {
  it('shows the first answer, then follows each new one', async () => {
    const client = newClient();
    render(page(client, useTransitionQuery));
    expect(await screen.findByText('first')).toBeInTheDocument();
    await answer(client, 'second');
    expect(screen.getByText('second')).toBeInTheDocument();
  });

  it('renders a new answer in a transition: what is on screen stays while the new render waits, never a fallback', async () => {
    const client = newClient();
    render(page(client, useTransitionQuery));
    expect(await screen.findByText('first')).toBeInTheDocument();
    await answer(client, 'needs a chunk');
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });

  it('where TanStack’s own hook renders it at once and shows the fallback (what the kit no longer does)', async () => {
    const client = newClient();
    const tanstack = ((options, queryClient) => useQuery(options, queryClient)) as typeof useTransitionQuery;
    render(page(client, tanstack));
    expect(await screen.findByText('first')).toBeInTheDocument();
    await answer(client, 'needs a chunk');
    expect(screen.getByText('fallback')).toBeInTheDocument();
  });
});

describe('useTransitionInfiniteQuery', () => {
  function Pages({ client }: { client: QueryClient }) {
    const { data, hasNextPage, fetchNextPage } = useTransitionInfiniteQuery(
      { queryKey: ['pages'], initialPageParam: 0, queryFn: async ({ pageParam }) => `page ${pageParam}`, getNextPageParam: (_last, all) => (all.length < 2 ? all.length : undefined) },
      client,
    );
    return (
      <>
        <p>{data?.pages.join(', ') ?? 'loading'}</p>
        {hasNextPage ? <button onClick={() => void fetchNextPage()}>More</button> : null}
      </>
    );
  }

  it('shows each page as it arrives', async () => {
    const client = newClient();
    render(<Pages client={client} />);
    expect(await screen.findByText('page 0')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'More' }).click());
    expect(await screen.findByText('page 0, page 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });
});
