import { Desk } from './Desk';

/** A server component: the widgets below render on the server first, then hydrate. */
export default function Page() {
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 24, display: 'grid', gap: 24 }}>
      <h1>Northwind Energy forecast desk</h1>
      <Desk />
    </main>
  );
}
