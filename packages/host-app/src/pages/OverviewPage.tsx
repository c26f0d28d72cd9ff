import { useAccess, useSession, useSignOut } from 'dashboard-kit';

/** A first signed-in page that proves the dashboard reached the sandbox (the shell issue builds the real one). */
export function OverviewPage() {
  const session = useSession();
  const access = useAccess();
  const signOut = useSignOut();
  if (session.status !== 'signed-in') return null;
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>Overview</h1>
      <p data-testid="signed-in-as">Signed in as {session.user.email}</p>
      <p data-testid="access-role">Role: {access.status === 'ready' ? access.record.role : access.status}</p>
      <button type="button" onClick={() => void signOut()}>
        Logout
      </button>
    </main>
  );
}
