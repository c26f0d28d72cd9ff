import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { ApiKey } from '../../api/schemas/api-keys';
import { useActiveAccount, useDashboard } from '../../context/context';
import { keyStatus } from '../../data/api-keys/key-status.logic';
import { keyCapsEn, keysEn } from '../../i18n/en/keys';
import type { SectionTexts } from '../../i18n/messages';
import { useTimezone } from '../../time/TimezoneProvider';
import { Badge } from '../../ui/Badge';
import { LocalDate } from '../../ui/LocalDate';
import { useFormatCents } from '../../ui/useFormatCents';
import { useMessages } from '../../ui/useMessages';
import { UntrustedText } from '../../ui/UntrustedText';
import { expiresSoon, isLongUnused, knowsLastUse, relativeTime } from './apiKeys.logic';
import { KeyMonthSpend } from './KeyMonthSpend';

// A key's details as the table's cells and the cards' terms show them.

/** A key's detail: a table column, and a term of the card's list. */
export interface KeyField {
  id: string;
  column: string;
  cardLabel: string;
  value: (apiKey: ApiKey) => ReactNode;
}

const Mono = styled.code`
  font-family: ${({ theme }) => theme.fontFamilyMono};
  font-size: 13px;
  overflow-wrap: anywhere;
  td & {
    overflow-wrap: normal;
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

export function Status({ apiKey }: { apiKey: ApiKey }) {
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

/**
 * The details both layouts show, in order; each optional one only where the API tells it (no
 * empty column): the last use, the 30-day spend (`spend`, by key id), the month against its cap.
 */
export function useKeyFields(keys: readonly ApiKey[], spend: ReadonlyMap<string, number> | undefined, spendCaps: boolean): KeyField[] {
  const money = useFormatCents();
  const { organization } = useActiveAccount();
  const t: SectionTexts<'keys'> = useMessages('keys', keysEn);
  const caps: SectionTexts<'keyCaps'> = useMessages('keyCaps', keyCapsEn);
  const fields: KeyField[] = [
    { id: 'id', column: t.columnId, cardLabel: t.columnId, value: (apiKey) => <Mono>{apiKey.id}</Mono> },
    { id: 'created', column: t.columnCreated, cardLabel: t.columnCreated, value: (apiKey) => <DateCell value={apiKey.created_at} /> },
    // An organisation's keys outlive their makers' membership: each names who made it.
    ...(organization && keys.some((apiKey) => apiKey.created_by?.email)
      ? [{ id: 'created-by', column: t.columnCreatedBy, cardLabel: t.columnCreatedBy, value: (apiKey: ApiKey) => <UntrustedText>{apiKey.created_by?.email ?? '–'}</UntrustedText> }]
      : []),
    { id: 'expires', column: t.columnExpires, cardLabel: t.cardExpires, value: (apiKey) => <DateCell value={apiKey.expires_at} /> },
  ];
  if (knowsLastUse(keys)) fields.push({ id: 'last-used', column: t.columnLastUsed, cardLabel: t.columnLastUsed, value: (apiKey) => <LastUsedCell apiKey={apiKey} /> });
  if (spend) fields.push({ id: 'spend', column: t.columnSpend, cardLabel: t.columnSpend, value: (apiKey) => money(spend.get(apiKey.id) ?? 0) });
  if (spendCaps) fields.push({ id: 'month', column: caps.columnMonth, cardLabel: caps.columnMonth, value: (apiKey) => <KeyMonthSpend apiKey={apiKey} /> });
  return fields;
}
