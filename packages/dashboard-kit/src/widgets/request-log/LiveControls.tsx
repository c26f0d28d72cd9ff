import { fill } from '../../i18n/fill';
import { useDashboard } from '../../context/context';
import { requestsEn } from '../../i18n/en/requests';
import { useMessages } from '../../ui/useMessages';
import { Button } from '../../ui/Button';
import { Muted } from '../../ui/WidgetRoot';
import type { RequestLogView } from './useRequestLogView';
import { LiveBar } from './RequestLog.styles';

interface Props {
  live: RequestLogView['live'];
}

/** Live mode: on and off, pause and resume, what state the connection is in and what arrived. */
export function LiveControls({ live }: Props) {
  const { locale } = useDashboard();
  const t = useMessages('requests', requestsEn);
  const state =
    live.state === 'live' ? t.liveOn : live.state === 'reconnecting' ? t.liveReconnecting : live.state === 'unavailable' ? t.liveUnavailable : t.liveConnecting;
  return (
    <LiveBar>
      <Button variant={live.on ? 'primary' : 'secondary'} aria-pressed={live.on} onClick={live.toggle}>
        {t.live}
      </Button>
      {live.on ? (
        <>
          <Button variant="secondary" onClick={live.paused ? live.resume : live.pause}>
            {live.paused ? t.resume : t.pause}
          </Button>
          <Muted role="status">
            {live.paused && live.waiting > 0
              ? fill(t.arrivedWhilePaused, { count: live.waiting }, locale)
              : live.arrived > 0 && live.state === 'live'
              ? `${state} · ${fill(t.arrived, { count: live.arrived }, locale)}`
              : state}
          </Muted>
          {live.paused && live.waiting > 0 ? (
            <Button variant="ghost" onClick={live.resume}>
              {fill(t.showNew, { count: live.waiting }, locale)}
            </Button>
          ) : null}
        </>
      ) : null}
    </LiveBar>
  );
}
