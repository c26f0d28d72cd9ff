import { styled } from 'styled-components';
import { useDashboard } from '../../context/context';
import { formatMoney } from '../../i18n/intl-formats';
import { fill } from '../../i18n/fill';
import { costCurve, decadeTicks, logScale } from './costCurve.logic';
import { abbreviate, type VolumeBand } from '../../parts/pricing/pricing.logic';
import { pricingEn } from '../../i18n/en/pricing';
import { useMessages } from '../../ui/useMessages';

export interface CostChartProps {
  group: string;
  bands: readonly VolumeBand[];
  /** The user's monthly tokens and cost, marked on the curve. */
  volume: number;
  cost: number;
}

const WIDTH = 480;
const HEIGHT = 180;
const PAD = { left: 20, right: 24, top: 10, bottom: 24 };

const Figure = styled.figure`
  margin: 0;
  max-width: 560px;
  display: grid;
  gap: 4px;
  & figcaption {
    font-size: 12px;
    color: ${({ theme }) => theme.colorTextMuted};
  }
`;

const Svg = styled.svg`
  width: 100%;
  height: auto;
  color: ${({ theme }) => theme.colorTextMuted};
  & .curve {
    fill: none;
    stroke: ${({ theme }) => theme.colorPrimary};
    stroke-width: 2;
  }
  & .you {
    fill: ${({ theme }) => theme.colorDanger};
  }
  & text {
    font-size: 11px;
    fill: currentColor;
  }
`;

/** Monthly cost against monthly tokens across the bands, drawn in plain SVG, the user's point marked. */
export function CostChart({ group, bands, volume, cost }: CostChartProps) {
  const { config, locale, dir } = useDashboard();
  const t = useMessages('pricing', pricingEn);
  const points = costCurve(group, bands);
  if (points.every((point) => point.cost === 0)) return null;
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const scale = logScale(points, innerWidth, innerHeight);
  // Volume grows the way the text runs: to the left in a right-to-left language.
  const xOf = (volume: number) => (dir === 'rtl' ? WIDTH - PAD.left - scale.x(volume) : PAD.left + scale.x(volume));
  const path = points
    .filter((point) => point.cost > 0)
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${xOf(point.volume).toFixed(1)},${(PAD.top + scale.y(point.cost)).toFixed(1)}`)
    .join(' ');
  const description = `${t.chartTitle}. ${fill(t.chartYouAt, { volume: abbreviate(volume, locale), cost: formatMoney(cost, config.currency, locale) }, locale)}.`;
  return (
    <Figure>
      <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={description}>
        <path className="curve" d={path} />
        {decadeTicks(points[0]!.volume, points.at(-1)!.volume, locale).map((tick) => (
          <text key={tick.value} x={xOf(tick.value)} y={HEIGHT - 6} textAnchor="middle">
            {tick.label}
          </text>
        ))}
        {volume > 0 && cost > 0 ? (
          <circle className="you" cx={xOf(volume)} cy={PAD.top + scale.y(cost)} r={5}>
            <title>{description}</title>
          </circle>
        ) : null}
      </Svg>
      <figcaption>{t.chartTitle}</figcaption>
    </Figure>
  );
}
