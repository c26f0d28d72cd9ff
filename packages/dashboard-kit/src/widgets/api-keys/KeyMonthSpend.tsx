import { styled } from 'styled-components';
import type { ApiKey } from '../../api/schemas/api-keys';
import { fill } from '../../i18n/fill';
import { useDashboard } from '../../context/context';
import { useFormatCents } from '../../ui/useFormatCents';
import { Badge } from '../../ui/Badge';
import { Muted } from '../../ui/WidgetRoot';
import { isCapReached } from './spendCap.logic';
import { keyCapsEn } from '../../i18n/en/keys';
import { useMessages } from '../../ui/useMessages';

const Cell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  align-items: center;
`;

/** Proposed API (API-PROPOSAL.md): this month's spend against the key's cap, and whether the API now refuses it. */
export function KeyMonthSpend({ apiKey }: { apiKey: ApiKey }) {
  const { locale } = useDashboard();
  const t = useMessages('keyCaps', keyCapsEn);
  const money = useFormatCents();
  const spend = money(apiKey.month_spend_cents ?? 0);
  const cap = apiKey.monthly_spend_cap_cents;
  return (
    <Cell className="dk-api-keys-month">
      {cap == null ? (
        <>
          <span>{spend}</span>
          <Muted as="span">{t.noCap}</Muted>
        </>
      ) : (
        <span>{fill(t.spendOfCap, { spend, cap: money(cap) }, locale)}</span>
      )}
      {isCapReached(apiKey) ? <Badge $tone="danger">{t.capReached}</Badge> : null}
    </Cell>
  );
}
