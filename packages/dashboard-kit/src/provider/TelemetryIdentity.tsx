import { useEffect, useRef } from 'react';
import { useAccess } from '../data/access/access-query';
import { useDashboard, useSession } from '../context/context';
import { telemetryUser } from '../telemetry/identity.logic';

/**
 * Identifies the signed-in user to analytics once their access record is known, and
 * captures `signed_in` when a session starts in this tab (not when one is restored).
 */
export function TelemetryIdentity() {
  const { telemetry } = useDashboard();
  const session = useSession();
  const access = useAccess();
  const previousStatus = useRef(session.status);
  const identified = useRef<string | null>(null);

  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = session.status;
    if (before === 'signed-out' && session.status === 'signed-in') telemetry.capture('signed_in');
    if (session.status !== 'signed-in') identified.current = null;
  }, [session.status, telemetry]);

  const user = session.status === 'signed-in' ? session.user : null;
  const record = access.status === 'ready' ? access.record : null;
  useEffect(() => {
    if (!user || !record) return;
    const next = telemetryUser(user, record);
    const key = JSON.stringify(next);
    if (identified.current === key) return;
    identified.current = key;
    telemetry.identify(next);
  }, [user, record, telemetry]);

  return null;
}
