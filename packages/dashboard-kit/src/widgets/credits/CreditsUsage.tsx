import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { useCreditUsage } from '../../data/billing/usage-query';
import { fill } from '../../i18n/fill';
import { numberFormat } from '../../i18n/intl-formats';
import { useDashboard } from '../../context/context';
import { useFormatCents } from '../../ui/useFormatCents';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { Muted } from '../../ui/WidgetRoot';
import { CardTitle } from '../../ui/CardTitle';
import { CardHead, CardSection } from './card-layout';
import { DataTable, TABLE_MAX_HEIGHT } from './DataTable';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { formatUsageDate, UsageChart } from './UsageChart';
import { averageDailyCents, hasUsage, runwayDays } from './usage.logic';
import { creditsEn } from '../../i18n/en/credits';
import { useMessages } from '../../ui/useMessages';

const Figures = styled.p`
  margin: 0;
  display: grid;
  gap: 2px;
`;

/**
 * Proposed API (API-PROPOSAL.md): the last 30 days of spend as a chart or a
 * table, the average day and the runway. Where the API does not offer usage, nothing.
 */
export function CreditsUsage({ balance }: { balance: number | null }) {
  const id = useId();
  const { locale } = useDashboard();
  const t = useMessages('credits', creditsEn);
  const usage = useCreditUsage();
  const [asTable, setAsTable] = useState(false);
  const money = useFormatCents();

  if (usage.isPending) return <Spinner label={t.usageLoading} />;
  if (usage.isError) return <Muted>{t.usageFailed}</Muted>;
  if (usage.data === null) return null;

  const { days } = usage.data;
  if (!hasUsage(days)) {
    return (
      <CardSection aria-labelledby={`${id}-title`}>
        <CardTitle id={`${id}-title`}>{t.usageTitle}</CardTitle>
        <Muted>{t.usageEmpty}</Muted>
      </CardSection>
    );
  }

  const average = averageDailyCents(days);
  const runway = runwayDays(balance === null ? null : Math.round(balance * 100), average);
  const runwayText = runway === null ? null : fill(t.runway, { days: runway }, locale);
  return (
    <CardSection aria-labelledby={`${id}-title`}>
      <CardHead>
        <CardTitle id={`${id}-title`}>{t.usageTitle}</CardTitle>
        <Button variant="secondary" onClick={() => setAsTable(!asTable)} aria-controls={`${id}-view`}>
          {asTable ? t.showChart : t.showTable}
        </Button>
      </CardHead>
      <Figures>
        <span>{fill(t.averageSpend, { amount: money(average) }, locale)}</span>
        {runwayText ? <strong>{runwayText}</strong> : null}
      </Figures>
      <div id={`${id}-view`}>
        {asTable ? (
          // Scrolls on its own: focusable, so a keyboard can scroll it too.
          <ScrollRegion label={t.usageTableRegion} maxHeight={TABLE_MAX_HEIGHT}>
            <DataTable>
              <caption>
                <VisuallyHidden>{t.usageTitle}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t.columnDate}</th>
                  <th scope="col">{t.columnTokens}</th>
                  <th scope="col">{t.columnRequests}</th>
                  <th scope="col">{t.columnCost}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{formatUsageDate(day.date, locale)}</th>
                    <td>{numberFormat(locale).format(day.tokens)}</td>
                    <td>{numberFormat(locale).format(day.requests)}</td>
                    <td>{money(day.cost_cents)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </ScrollRegion>
        ) : (
          <UsageChart days={days} />
        )}
      </div>
    </CardSection>
  );
}
