import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { useCreditSpendByKey } from '../../../data/billing/spend-by-key-query';
import { fill } from '../../../i18n/fill';
import { numberFormat } from '../../../i18n/intl-formats';
import { useDashboard } from '../../../context/context';
import { useFormatCents } from '../../../ui/useFormatCents';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { Muted } from '../../../ui/WidgetRoot';
import { CardTitle } from '../../../ui/CardTitle';
import { CardHead, CardSection } from '../card-layout';
import { creditsEn } from '../../../i18n/en/credits';
import { spendEn } from '../../../i18n/en/spend';
import { useMessages } from '../../../ui/useMessages';
import { DataTable, TABLE_MAX_HEIGHT } from '../DataTable';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { rankKeySpend, type KeySpendRow } from './spend.logic';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 10px;
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  & > span:first-child {
    overflow-wrap: anywhere;
  }
`;

/** The key's share as a bar: decoration beside the figures that say it. */
const Bar = styled.div<{ $share: number }>`
  margin-block-start: 4px;
  block-size: 6px;
  border-radius: 3px;
  background: ${({ theme }) => theme.colorSurfaceMuted};
  &::after {
    content: '';
    display: block;
    block-size: 100%;
    inline-size: ${({ $share }) => Math.max(1, Math.round($share * 100))}%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colorPrimary};
  }
`;

/**
 * The last 30 days' spend per key, the most first, deleted keys
 * marked, as a ranked list or a table. Where the API does not group usage by key, nothing.
 */
export function KeySpend() {
  const id = useId();
  const { locale } = useDashboard();
  const money = useFormatCents();
  const t = useMessages('spend', spendEn);
  const credits = useMessages('credits', creditsEn);
  const usage = useCreditSpendByKey();
  const [asTable, setAsTable] = useState(false);

  if (usage.isPending) return <Spinner label={credits.usageLoading} />;
  if (usage.isError) return <Muted>{credits.usageFailed}</Muted>;
  if (usage.data === null) return null;

  const { rows, untiedCents, totalCents } = rankKeySpend(usage.data);
  const percent = (share: number) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
  const nameOf = (row: KeySpendRow) => (row.deleted ? fill(t.deletedKey, { name: row.name }, locale) : row.name);
  const lines = rows.map((row) => ({
    key: row.id,
    name: nameOf(row),
    cents: row.cents,
    share: row.share,
  }));
  if (untiedCents > 0)
    lines.push({
      key: 'untied',
      name: t.untied,
      cents: untiedCents,
      share: untiedCents / totalCents,
    });

  return (
    <CardSection aria-labelledby={`${id}-title`}>
      <CardHead>
        <CardTitle id={`${id}-title`}>{t.byKeyTitle}</CardTitle>
        {lines.length > 0 ? (
          <Button variant="secondary" onClick={() => setAsTable(!asTable)} aria-controls={`${id}-view`}>
            {asTable ? t.showList : credits.showTable}
          </Button>
        ) : null}
      </CardHead>
      <div id={`${id}-view`}>
        {lines.length === 0 ? (
          <Muted>{t.byKeyEmpty}</Muted>
        ) : asTable ? (
          <ScrollRegion label={t.byKeyRegion} maxHeight={TABLE_MAX_HEIGHT}>
            <DataTable>
              <caption>
                <VisuallyHidden>{t.byKeyTitle}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t.columnKey}</th>
                  <th scope="col">{t.columnSpend}</th>
                  <th scope="col">{t.columnShare}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line.key}>
                    <th scope="row">{line.name}</th>
                    <td>{money(line.cents)}</td>
                    <td>{percent(line.share)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </ScrollRegion>
        ) : (
          <List aria-labelledby={`${id}-title`}>
            {lines.map((line) => (
              <li key={line.key}>
                <Line>
                  <span>{line.name}</span>
                  <strong>{money(line.cents)}</strong>
                </Line>
                <Bar $share={line.share} aria-hidden="true" />
                <VisuallyHidden>{fill(t.share, { percent: percent(line.share) }, locale)}</VisuallyHidden>
              </li>
            ))}
          </List>
        )}
      </div>
    </CardSection>
  );
}
