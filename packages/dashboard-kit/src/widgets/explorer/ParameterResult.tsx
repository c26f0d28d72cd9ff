import { lazy, Suspense, useState } from 'react';
import { styled } from 'styled-components';
import { Table as KitTable } from '../../ui/table';
import { useThemeMode } from '../../theme/ThemeModeProvider';
import { useDashboard } from '../../context/context';
import { fill } from '../../i18n/fill';
import { numberFormat } from '../../i18n/intl-formats';
import type { explorerEn } from '../../i18n/en/forecast';
import { useTimezone } from '../../time/TimezoneProvider';
import { Button } from '../../ui/Button';
import { CardTitle } from '../../ui/CardTitle';
import { saveTextFile } from '../../ui/download';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { Spinner } from '../../ui/Spinner';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { Muted } from '../../ui/WidgetRoot';
import { chartCsv, tableColumns, type ParameterChart } from './series.logic';

const ForecastChart = /* @__PURE__ */ lazy(() => import('./ForecastChart'));

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 16px;
  align-items: start;
  @media (max-width: 899px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Table = styled(KitTable).attrs({ $cells: '4px 8px', $figures: true, $oneLine: true })`
  font-size: 12px;
  font-variant-numeric: tabular-nums;
  & th[scope='row'],
  & thead th:first-child {
    font-weight: 500;
  }
  & thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colorSurface};
  }
`;

const Readout = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-size: 13px;
  font-variant-numeric: tabular-nums;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
`;

interface Props {
  chart: ParameterChart;
  label: (model: string) => string;
  t: Record<keyof typeof explorerEn, string>;
  parameterName: string;
}

/** One parameter's forecast: its chart, what the crosshair reads, its numbers as a table beside it, and a CSV download. */
export function ParameterResult({ chart, label, t, parameterName }: Props) {
  const { locale } = useDashboard();
  const { timezone } = useTimezone();
  const { mode } = useThemeMode();
  const [reading, setReading] = useState<number | null>(null);
  const value = numberFormat(locale, { maximumFractionDigits: chart.unit.digits, minimumFractionDigits: chart.unit.digits });
  const tick = numberFormat(locale, { maximumFractionDigits: chart.unit.digits });
  const axisTime = new Intl.DateTimeFormat(locale, { timeZone: timezone, weekday: 'short', hour: 'numeric' });
  const rowTime = new Intl.DateTimeFormat(locale, { timeZone: timezone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const columns = tableColumns(chart);
  const unit = chart.unit.symbol;
  const heading = unit ? `${parameterName} (${unit})` : parameterName;
  const columnName = (column: (typeof columns)[number]) => (column.statistic === 'value' ? label(column.model) : `${label(column.model)} ${column.statistic}`);
  const readout =
    reading === null
      ? null
      : fill(
          t.readout,
          {
            time: rowTime.format(chart.times[reading]),
            values: chart.series
              .map((series) => {
                const at = series.values[reading];
                const mean = at === null || at === undefined ? '–' : `${value.format(at)} ${unit}`;
                // An ensemble reads its 90 % range beside its mean, as the band shows it.
                const low = series.quantiles?.q5[reading];
                const high = series.quantiles?.q95[reading];
                const range = low != null && high != null ? ` (q5–q95 ${value.format(low)}–${value.format(high)})` : '';
                return `${label(series.model)} ${mean}${range}`;
              })
              .join(' · '),
          },
          locale,
        );
  const fileName = `forecast-${chart.parameter}.csv`;
  return (
    <section aria-label={heading}>
      <Bar>
        <CardTitle as="h3">{heading}</CardTitle>
        <Button variant="secondary" onClick={() => saveTextFile(fileName, chartCsv(chart, label), 'text/csv')}>
          {t.downloadCsv}
        </Button>
      </Bar>
      <Layout>
        <div>
          <Suspense fallback={<Spinner label={t.loading} centered />}>
            <ForecastChart
              chart={chart}
              label={label}
              name={fill(t.chart, { parameter: parameterName, unit: unit || '–' }, locale)}
              formatTime={(time) => axisTime.format(time)}
              formatValue={(number) => tick.format(number)}
              onRead={setReading}
              dark={mode === 'dark'}
            />
          </Suspense>
          <Readout>{readout ?? <Muted as="span">&nbsp;</Muted>}</Readout>
        </div>
        <ScrollRegion label={fill(t.table, { parameter: heading }, locale)} maxHeight={260}>
          <Table>
            <VisuallyHidden as="caption">{fill(t.table, { parameter: heading }, locale)}</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">{t.columnTime}</th>
                {columns.map((column) => (
                  <th scope="col" key={`${column.model}-${column.statistic}`}>
                    {columnName(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.times.map((time, index) => (
                <tr key={time} aria-current={index === reading ? 'true' : undefined}>
                  <th scope="row">
                    <time dateTime={new Date(time).toISOString()}>{rowTime.format(time)}</time>
                  </th>
                  {columns.map((column) => (
                    <td key={`${column.model}-${column.statistic}`}>{column.values[index] === null ? '–' : value.format(column.values[index]!)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      </Layout>
    </section>
  );
}
