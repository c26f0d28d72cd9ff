import { Fragment, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { ApiKey } from '../../api/schemas/api-keys';
import type { Messages } from '../../i18n/messages';
import { useDashboard } from '../../context/context';
import { useFormatCents } from '../../ui/useFormatCents';
import { useTimezone } from '../../time/TimezoneProvider';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { LocalDate } from '../../ui/LocalDate';
import { expiresSoon, isLongUnused, keyStatus, knowsLastUse, relativeTime } from './apiKeys.logic';
import { DeleteControl } from './DeleteControl';
import type { ApiKeysPanelState } from './useApiKeysPanel';
import { UntrustedText } from '../../ui/UntrustedText';
import { fill } from '../../i18n/fill';
import type { KeyCapMessages } from '../../i18n/messages';
import { KeyMonthSpend } from './KeyMonthSpend';
import { keyCapsEn } from '../../i18n/en/keys';
import { useMessages } from '../../ui/useMessages';
import { keysEn } from '../../i18n/en/keys';

/** What a key's row can do: roll it, set its monthly spend cap, and delete it in two steps. */
export type KeyActionsState = Pick<ApiKeysPanelState, 'openRoll' | 'openCap' | 'pendingDelete' | 'deletingId' | 'pressDelete' | 'cancelDelete' | 'registerButton'>;

export interface KeyListProps {
  keys: readonly ApiKey[];
  /** Each key's spend over 30 days in cents, by id, where the API tells it; a key not in it spent nothing. */
  spend?: ReadonlyMap<string, number>;
  /** Beyond the spec (API-PROPOSAL.md): keys take a monthly spend cap; a column shows each key's month against it. */
  spendCaps: boolean;
  actions: KeyActionsState;
  /** Table on wide screens, cards below 1024 px. */
  layout: 'table' | 'cards';
}

/** A key's detail: a table column, and a term of the card's list. */
interface KeyField {
  id: string;
  column: string;
  cardLabel: string;
  value: (apiKey: ApiKey) => ReactNode;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    text-align: start;
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
  const { locale } = useDashboard();
  const t = useMessages('keys', keysEn);
  const { formatDateTime } = useTimezone();
  if (!apiKey.last_used_at) return <span>{t.never}</span>;
  return (
    <time dateTime={apiKey.last_used_at.toISOString()} title={formatDateTime(apiKey.last_used_at)}>
      {relativeTime(apiKey.last_used_at, new Date(), locale)}
    </time>
  );
}

function Status({ apiKey }: { apiKey: ApiKey }) {
  const t = useMessages('keys', keysEn);
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
  const t = useMessages('keys', keysEn);
  return value ? <LocalDate value={value} /> : <span>{t.never}</span>;
}

/** What decides the optional details: each shows only where the API tells it (no empty column). */
interface FieldOptions {
  lastUse: boolean;
  spend: ReadonlyMap<string, number> | undefined;
  spendCaps: boolean;
  money: (cents: number) => string;
}

/** The details both layouts show, in order. */
function keyFields(t: Messages['keys'], caps: KeyCapMessages, { lastUse, spend, spendCaps, money }: FieldOptions): KeyField[] {
  const fields: KeyField[] = [
    { id: 'id', column: t.columnId, cardLabel: t.columnId, value: (apiKey) => <Mono>{apiKey.id}</Mono> },
    { id: 'created', column: t.columnCreated, cardLabel: t.columnCreated, value: (apiKey) => <DateCell value={apiKey.created_at} /> },
    { id: 'expires', column: t.columnExpires, cardLabel: t.cardExpires, value: (apiKey) => <DateCell value={apiKey.expires_at} /> },
  ];
  if (lastUse) fields.push({ id: 'last-used', column: t.columnLastUsed, cardLabel: t.columnLastUsed, value: (apiKey) => <LastUsedCell apiKey={apiKey} /> });
  if (spend) fields.push({ id: 'spend', column: t.columnSpend, cardLabel: t.columnSpend, value: (apiKey) => money(spend.get(apiKey.id) ?? 0) });
  if (spendCaps) fields.push({ id: 'month', column: caps.columnMonth, cardLabel: caps.columnMonth, value: (apiKey) => <KeyMonthSpend apiKey={apiKey} /> });
  return fields;
}

function KeyActions({ apiKey, actions, canRoll, spendCaps }: { apiKey: ApiKey; actions: KeyActionsState; canRoll: boolean; spendCaps: boolean }) {
  const { locale } = useDashboard();
  const caps = useMessages('keyCaps', keyCapsEn);
  const t = useMessages('keys', keysEn);
  const busy = actions.deletingId !== null;
  // An expired or inactive key is refused whatever its cap or secret: only delete applies.
  const active = keyStatus(apiKey, new Date()) === 'active';
  return (
    <Actions>
      {/* Beyond the spec: rolling needs the proposed API, which the last-use field announces. */}
      {canRoll && active ? (
        <Button variant="secondary" onClick={() => actions.openRoll(apiKey.id)} aria-label={`${t.roll} ${apiKey.name}`} disabled={busy}>
          {t.roll}
        </Button>
      ) : null}
      {spendCaps && active ? (
        <Button variant="secondary" onClick={() => actions.openCap(apiKey.id)} aria-label={fill(caps.setCapFor, { name: apiKey.name }, locale)} disabled={busy}>
          {caps.setCap}
        </Button>
      ) : null}
      <DeleteControl
        keyId={apiKey.id}
        keyName={apiKey.name}
        state={actions.deletingId === apiKey.id ? 'deleting' : actions.pendingDelete === apiKey.id ? 'pending' : 'idle'}
        disabled={actions.deletingId !== null && actions.deletingId !== apiKey.id}
        onPress={() => void actions.pressDelete(apiKey.id)}
        onCancel={actions.cancelDelete}
        register={actions.registerButton}
      />
    </Actions>
  );
}

export function KeyList({ keys, spend, spendCaps, actions, layout }: KeyListProps) {
  const money = useFormatCents();
  const t = useMessages('keys', keysEn);
  const caps = useMessages('keyCaps', keyCapsEn);
  const lastUse = knowsLastUse(keys);
  const fields = keyFields(t, caps, { lastUse, spend, spendCaps, money });

  if (layout === 'cards') {
    return (
      <Cards aria-label={t.title}>
        {keys.map((apiKey) => (
          <CardItem key={apiKey.id} className="dk-api-keys-card">
            <CardHead>
              <UntrustedText $lines={3}>{apiKey.name}</UntrustedText>
              <Status apiKey={apiKey} />
            </CardHead>
            <Meta>
              {fields.map((field) => (
                <Fragment key={field.id}>
                  <dt>{field.cardLabel}</dt>
                  <dd>{field.value(apiKey)}</dd>
                </Fragment>
              ))}
            </Meta>
            <div>
              <KeyActions apiKey={apiKey} actions={actions} canRoll={lastUse} spendCaps={spendCaps} />
            </div>
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
          {fields.map((field) => (
            <th key={field.id} scope="col">
              {field.column}
            </th>
          ))}
          <th scope="col">{t.columnStatus}</th>
          <th scope="col">{t.columnActions}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((apiKey) => (
          <tr key={apiKey.id}>
            <td><UntrustedText $lines={2}>{apiKey.name}</UntrustedText></td>
            {fields.map((field) => (
              <td key={field.id}>{field.value(apiKey)}</td>
            ))}
            <td><Status apiKey={apiKey} /></td>
            <td>
              <KeyActions apiKey={apiKey} actions={actions} canRoll={lastUse} spendCaps={spendCaps} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
