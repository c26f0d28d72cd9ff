import { Fragment, type ReactNode, type Ref } from 'react';
import { styled } from 'styled-components';
import type { ApiKey } from '../../api/schemas/api-keys';
import type { SectionTexts } from '../../i18n/messages';
import { useDashboard } from '../../context/context';
import { keyRequestsPath } from '../../access/app-paths';
import { useRequestLogOffered } from '../../data/requests/request-log-offered';
import { useFormatCents } from '../../ui/useFormatCents';
import { useTimezone } from '../../time/TimezoneProvider';
import { Badge } from '../../ui/Badge';
import { IconButton } from '../../ui/IconButton';
import { LineIcon, MORE_ICON } from '../../ui/LineIcon';
import { MenuButton, type MenuEntry } from '../../ui/MenuButton';
import { LocalDate } from '../../ui/LocalDate';
import { keyStatus } from '../../data/api-keys/key-status.logic';
import { expiresSoon, isLongUnused, knowsLastUse, relativeTime } from './apiKeys.logic';
import { DeleteControl } from './DeleteControl';
import type { ApiKeysPanelState } from './useApiKeysPanel';
import { UntrustedText } from '../../ui/UntrustedText';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { fill } from '../../i18n/fill';
import { KeyMonthSpend } from './KeyMonthSpend';
import { keyCapsEn, keysEn } from '../../i18n/en/keys';
import { useMessages } from '../../ui/useMessages';

/** What a key's row can do: roll it, set its monthly spend cap, and delete it in two steps. */
export type KeyActionsState = Pick<ApiKeysPanelState, 'openRoll' | 'openCap' | 'pendingDelete' | 'deletingId' | 'pressDelete' | 'cancelDelete' | 'registerButton'>;

export interface KeyListProps {
  keys: readonly ApiKey[];
  /** Each key's spend over 30 days in cents, by id, where the API tells it; a key not in it spent nothing. */
  spend?: ReadonlyMap<string, number>;
  /** Proposed API (API-PROPOSAL.md): keys take a monthly spend cap; a column shows each key's month against it. */
  spendCaps: boolean;
  actions: KeyActionsState;
  /** A table of one line per key where it fits, else cards (ApiKeysPanel decides, useTableFits measures). */
  layout: 'table' | 'cards';
  /** The table, for measuring whether it fits. */
  tableRef?: Ref<HTMLTableElement>;
}

/** A key's detail: a table column, and a term of the card's list. */
interface KeyField {
  id: string;
  column: string;
  cardLabel: string;
  value: (apiKey: ApiKey) => ReactNode;
}

/**
 * One line per key: no cell wraps (a name too long for its column ends in an ellipsis, the whole
 * name in its title and for screen readers); headings wrap between words only. Where the line
 * does not fit, the panel shows cards instead.
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    text-align: start;
    padding: 10px 7px;
    border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
    vertical-align: middle;
  }
  & td {
    white-space: nowrap;
  }
  & th {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colorTextMuted};
  }
  & .dk-api-keys-badges,
  & .dk-api-keys-month {
    flex-wrap: nowrap;
  }
`;

/** A key's name in the table: one line, cut with an ellipsis past the column's width. */
const TableName = styled(UntrustedText)`
  display: block;
  max-width: 11rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Mono = styled.code`
  font-family: ${({ theme }) => theme.fontFamilyMono};
  font-size: 13px;
  overflow-wrap: anywhere;
  td & {
    overflow-wrap: normal;
  }
`;

/** The row menu's button: as tall as a line of the table, quiet until hovered. */
const MoreButton = styled(IconButton)`
  width: 32px;
  height: 32px;
  border-color: transparent;
  background: transparent;
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
  gap: 8px;
  align-items: center;
  font-weight: 600;
  & > :first-child {
    margin-inline-end: auto;
  }
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

const Badges = styled.span`
  display: inline-flex;
  gap: 6px;
  flex-wrap: wrap;
`;

/** When the key was last used, relative, the full date-time in the user's zone on hover. */
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
    <Badges className="dk-api-keys-badges">
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
function keyFields(t: SectionTexts<'keys'>, caps: SectionTexts<'keyCaps'>, { lastUse, spend, spendCaps, money }: FieldOptions): KeyField[] {
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

/**
 * A key's actions. Where it has more than Delete (roll, spend cap), they sit in a row menu, so
 * a row stays one line; Delete keeps its two steps: chosen in the menu, it turns the row's
 * button into 'Confirm?' with its cancel X. A key with Delete alone shows it in place.
 */
function KeyActions({ apiKey, actions, canRoll, spendCaps }: { apiKey: ApiKey; actions: KeyActionsState; canRoll: boolean; spendCaps: boolean }) {
  const { locale, config, navigate } = useDashboard();
  const caps = useMessages('keyCaps', keyCapsEn);
  const t = useMessages('keys', keysEn);
  const logOffered = useRequestLogOffered() === true;
  const busy = actions.deletingId !== null;
  // An expired or inactive key is refused whatever its cap or secret: only delete applies.
  const active = keyStatus(apiKey, new Date()) === 'active';
  const deleteState = actions.deletingId === apiKey.id ? 'deleting' : actions.pendingDelete === apiKey.id ? 'pending' : 'idle';
  const others: MenuEntry[] = [
    // Rolling needs the proposed API, which the last-use field announces; a key
    // rolled already rolls no further (its replacement does).
    ...(canRoll && active && !apiKey.replaced_by ? [{ id: 'roll', label: t.roll, run: () => actions.openRoll(apiKey.id) }] : []),
    ...(spendCaps && active ? [{ id: 'cap', label: caps.setCap, run: () => actions.openCap(apiKey.id) }] : []),
    // The request log filtered to this key, any key's, where the API keeps a log.
    ...(logOffered ? [{ id: 'requests', label: t.viewRequests, run: () => navigate(keyRequestsPath(config.paths, apiKey.id)) }] : []),
  ];
  if (others.length === 0 || deleteState !== 'idle') {
    return (
      <DeleteControl
        keyId={apiKey.id}
        keyName={apiKey.name}
        state={deleteState}
        disabled={busy && actions.deletingId !== apiKey.id}
        onPress={() => void actions.pressDelete(apiKey.id)}
        onCancel={actions.cancelDelete}
        register={actions.registerButton}
      />
    );
  }
  const label = fill(t.actionsFor, { name: apiKey.name }, locale);
  return (
    <MenuButton
      label={label}
      entries={[...others, { id: 'delete', label: t.delete, run: () => void actions.pressDelete(apiKey.id), danger: true }]}
      renderButton={(props) => (
        <MoreButton ref={(element: HTMLButtonElement | null) => actions.registerButton(apiKey.id, element)} type="button" aria-label={label} title={label} disabled={busy} className="dk-api-keys-menu" {...props}>
          <LineIcon d={MORE_ICON} size={18} />
        </MoreButton>
      )}
    />
  );
}

export function KeyList({ keys, spend, spendCaps, actions, layout, tableRef }: KeyListProps) {
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
              <KeyActions apiKey={apiKey} actions={actions} canRoll={lastUse} spendCaps={spendCaps} />
            </CardHead>
            <Meta>
              <dt>{t.columnStatus}</dt>
              <dd>
                <Status apiKey={apiKey} />
              </dd>
              {fields.map((field) => (
                <Fragment key={field.id}>
                  <dt>{field.cardLabel}</dt>
                  <dd>{field.value(apiKey)}</dd>
                </Fragment>
              ))}
            </Meta>
          </CardItem>
        ))}
      </Cards>
    );
  }

  return (
    <Table className="dk-api-keys-table" ref={tableRef}>
      <thead>
        <tr>
          <th scope="col">{t.columnName}</th>
          {fields.map((field) => (
            <th key={field.id} scope="col">
              {field.column}
            </th>
          ))}
          <th scope="col">{t.columnStatus}</th>
          {/* Named for assistive technology; on screen the row menu's button says what the column is. */}
          <th scope="col">
            <VisuallyHidden>{t.columnActions}</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((apiKey) => (
          <tr key={apiKey.id}>
            <td>
              <TableName title={apiKey.name}>{apiKey.name}</TableName>
            </td>
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
