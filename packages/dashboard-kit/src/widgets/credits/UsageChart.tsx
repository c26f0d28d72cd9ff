import { styled } from 'styled-components';
import type { UsageDay } from '../../api/schemas/billing';
import { fill } from '../../i18n/fill';
import { dateTimeFormat } from '../../i18n/intl-formats';
import { useDashboard } from '../../context/context';
import { useFormatCents } from '../../ui/useFormatCents';
import { barLayout, niceCeiling, totalCents } from './usage.logic';
import { creditsEn } from '../../i18n/en/credits';
import { useMessages } from '../../ui/useMessages';

const WIDTH = 600;
const HEIGHT = 140;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 4px;
`;

const Svg = styled.svg`
  width: 100%;
  height: 140px;
  display: block;
  border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
  & rect {
    fill: ${({ theme }) => theme.colorPrimary};
  }
  & line {
    stroke: ${({ theme }) => theme.colorBorder};
    stroke-dasharray: 4 4;
  }
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: 12px;
  color: ${({ theme }) => theme.colorTextMuted};
`;

/** Usage dates are calendar days in UTC: shown as such, never moved by the user's zone. */
export function formatUsageDate(date: string, locale: string): string {
  return dateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** Daily cost bars (SVG, both themes through the kit's colours); the table beside it holds the same figures for everyone. */
export function UsageChart({ days }: { days: readonly UsageDay[] }) {
  const { locale, dir } = useDashboard();
  const t = useMessages('credits', creditsEn);
  const money = useFormatCents();
  const highest = days.reduce((best, day) => (day.cost_cents > best.cost_cents ? day : best), days[0]!);
  const top = niceCeiling(highest.cost_cents);
  const total = totalCents(days);
  const label = fill(t.chartLabel, { total: money(total), max: money(highest.cost_cents), date: formatUsageDate(highest.date, locale) }, locale);
  return (
    <Figure>
      <Scale aria-hidden="true">
        <span>{money(top)}</span>
      </Scale>
      <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label}>
        <line x1={0} x2={WIDTH} y1={0.5} y2={0.5} />
        {barLayout(days, WIDTH, HEIGHT, top, dir).map((bar) => (
          <rect key={bar.day.date} x={bar.x} y={bar.y} width={bar.width} height={bar.height}>
            <title>{`${formatUsageDate(bar.day.date, locale)}: ${money(bar.day.cost_cents)}`}</title>
          </rect>
        ))}
      </Svg>
      <Scale aria-hidden="true">
        <span>{formatUsageDate(days[0]!.date, locale)}</span>
        <span>{formatUsageDate(days[days.length - 1]!.date, locale)}</span>
      </Scale>
    </Figure>
  );
}
