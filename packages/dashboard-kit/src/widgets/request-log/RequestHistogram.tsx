import type { RequestHistogram as Histogram, StatusClass } from '../../api/schemas/requests';
import { styled, useTheme } from 'styled-components';
import { histogramTotals } from './requestLog.logic';

const HEIGHT = 96;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 6px;
`;

const Bars = styled.svg`
  width: 100%;
  height: ${HEIGHT}px;
  display: block;
  border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;

const Legend = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  font-size: 12px;
  color: ${({ theme }) => theme.colorTextMuted};
  & span::before {
    content: '';
    display: inline-block;
    width: 10px;
    height: 10px;
    margin-inline-end: 6px;
    border-radius: 2px;
    background: var(--swatch);
  }
`;

/** Bottom to top: what succeeded, then client errors, then server errors. */
const ORDER: readonly StatusClass[] = ['2xx', '4xx', '5xx'];

interface Props {
  histogram: Histogram;
  /** Says what the bars show, totals included (the figure's accessible name). */
  label: string;
  legend: Record<StatusClass, string>;
}

/** Requests per time bucket as stacked bars by status class; the label carries the totals for a screen reader. */
export function RequestHistogram({ histogram, label, legend }: Props) {
  const theme = useTheme();
  const colour: Record<StatusClass, string> = {
    '2xx': theme.colorSuccess,
    '4xx': theme.colorWarning,
    '5xx': theme.colorDanger,
  };
  const { peak } = histogramTotals(histogram.buckets);
  const width = 100 / Math.max(histogram.buckets.length, 1);
  return (
    <Figure>
      <Bars role="img" aria-label={label} viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none">
        {histogram.buckets.map((bucket, index) => {
          let top = HEIGHT;
          return ORDER.map((statusClass) => {
            const height = peak === 0 ? 0 : (bucket[statusClass] / peak) * (HEIGHT - 4);
            if (height === 0) return null;
            top -= height;
            return (
              <rect key={`${index}-${statusClass}`} x={index * width + width * 0.1} width={width * 0.8} y={top} height={height} fill={colour[statusClass]} />
            );
          });
        })}
      </Bars>
      <Legend aria-hidden="true">
        {ORDER.map((statusClass) => (
          <span key={statusClass} style={{ ['--swatch' as string]: colour[statusClass] }}>
            {legend[statusClass]}
          </span>
        ))}
      </Legend>
    </Figure>
  );
}
