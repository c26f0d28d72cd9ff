import { useId } from 'react';
import { styled } from 'styled-components';
import { explorerPath } from '../../access/app-paths';
import { RESEARCH_PREVIEW_BANNER, type CatalogueModel } from '../../api/schemas/forecast';
import { useDashboard } from '../../context/context';
import { fill } from '../../i18n/fill';
import { formatTokenCost, numberFormat } from '../../i18n/intl-formats';
import type { modelsEn } from '../../i18n/en/forecast';
import { AppLink } from '../../ui/AppLink';
import { Badge } from '../../ui/Badge';
import { Card, Muted } from '../../ui/WidgetRoot';
import { UntrustedText } from '../../ui/UntrustedText';
import { CALCULATOR_DEFAULTS, type VolumeBand } from '../../parts/pricing/pricing.logic';
import { areaText, defaultRequestCost } from './modelCatalogue.logic';

const Item = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: 12px;
  align-content: start;
  padding: 16px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 16px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 12px;
  font-size: 13px;
  & dt {
    color: ${({ theme }) => theme.colorTextMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const OpenLink = styled(AppLink)`
  justify-self: start;
  color: ${({ theme }) => theme.colorPrimary};
  font-weight: 600;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colorFocus};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

type Texts = Record<keyof typeof modelsEn, string>;

interface Props {
  model: CatalogueModel;
  bands: readonly VolumeBand[] | null;
  t: Texts;
}

/** One model: what it is, where it applies, how often it updates, what a request costs, and a way into the explorer. */
export function ModelCard({ model, bands, t }: Props) {
  const { locale, config } = useDashboard();
  const number = numberFormat(locale, { maximumFractionDigits: 4 });
  const cost = bands ? defaultRequestCost(model, bands) : null;
  const texts = t as Record<string, string>;
  const id = useId();
  return (
    <Item aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>
        <UntrustedText>{model.label}</UntrustedText>
        {model.ensemble_stats ? <Badge $tone="neutral">{t.ensemble}</Badge> : null}
        {model.banner ? <Badge $tone="warning">{model.banner === RESEARCH_PREVIEW_BANNER ? t.researchPreview : model.banner}</Badge> : null}
      </Title>
      <Muted>
        <UntrustedText>{model.description}</UntrustedText>
      </Muted>
      <Facts>
        <dt>{t.whereLabel}</dt>
        <dd>{model.area ? fill(t.regional, { area: areaText(model.area, (value) => number.format(value)) }, locale) : t.global}</dd>
        <dt>{t.updatesLabel}</dt>
        <dd>
          {fill(t.updatesEvery, { hours: model.update_interval_hours }, locale)}
          {' · '}
          {fill(t.grid, { degrees: number.format(model.resolution_degrees) }, locale)}
        </dd>
        <dt>{t.costLabel}</dt>
        <dd>
          {cost?.costMicrocents != null ? fill(t.costPerRequest, { cost: formatTokenCost(cost.costMicrocents, config.currency, locale) }, locale) : t.costUnknown}
          <Muted as="span" style={{ display: 'block', fontSize: 12 }}>
            {fill(t.costBasis, { tokens: cost?.tokens ?? 960, points: CALCULATOR_DEFAULTS.points, steps: CALCULATOR_DEFAULTS.steps, parameters: CALCULATOR_DEFAULTS.parameters }, locale)}
          </Muted>
        </dd>
        <dt>{t.parameters}</dt>
        <dd>{model.parameters.map((name) => texts[`param_${name}`] ?? name).join(', ')}</dd>
        <dt>{t.aggregations}</dt>
        <dd>{model.supported_aggregations.map((name) => texts[`aggregation_${name}`] ?? name).join(', ')}</dd>
      </Facts>
      <Muted style={{ fontSize: 12 }}>{fill(t.benchmark, { days: model.benchmark_period_days }, locale)}</Muted>
      <OpenLink to={explorerPath(config.paths, model.id)} aria-label={fill(t.openNamed, { model: model.label }, locale)}>
        {t.open}
      </OpenLink>
    </Item>
  );
}
