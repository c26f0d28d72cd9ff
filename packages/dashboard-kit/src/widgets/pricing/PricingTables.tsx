import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { Table } from '../../ui/table';
import type { Pricing } from '../../api/schemas/billing';
import { useAccess, type AccessResult } from '../../data/access/access-query';
import { usePricing } from '../../data/billing/pricing-query';
import { useDashboard } from '../../context/context';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { panelId, tabId, Tabs } from '../../ui/Tabs';
import { Muted, WidgetRoot } from '../../ui/WidgetRoot';
import { formatMoney, numberFormat } from '../../i18n/intl-formats';
import { useModelCatalogue } from '../../data/forecast/model-catalogue-query';
import { catalogueById } from '../../data/forecast/catalogue-by-id';
import { RESEARCH_PREVIEW_BANNER } from '../../api/schemas/forecast';
import { abbreviate, bandLabel } from '../../parts/pricing/pricing.logic';
import { PricingCalculator } from './PricingCalculator';
import { PricingLoadError } from './PricingLoadError';
import { ProLink } from './ProLink';
import { fill } from '../../i18n/fill';
import type { RegionLabelProps } from '../../ui/region-label';
import { DialogActions, Stack } from '../../ui/layout';
import { pricingEn } from '../../i18n/en/pricing';
import { useMessages } from '../../ui/useMessages';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { tokenList } from '../../ui/token-list';

type Subtab = 'models' | 'aggregates';

const Price = styled.p`
  margin: 0;
  font-size: 20px;
  font-weight: 700;
`;

const Root = styled(WidgetRoot)`
  display: grid;
  gap: 16px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: space-between;
  align-items: center;
`;

const Group = styled.section`
  display: grid;
  gap: 10px;
  & h2 {
    margin: 0;
    font-size: 16px;
  }
`;

const ModelList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const ModelItem = styled.li`
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
  padding: 10px 12px;
  display: grid;
  gap: 4px;
`;

/** 'jua_premium' -> 'Jua premium': group names come from the server. */
function groupTitle(group: string): string {
  const words = group.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function ForecastModels({ pricing, access }: { pricing: Pricing; access: AccessResult }) {
  const { config, locale } = useDashboard();
  const t = useMessages('pricing', pricingEn);
  const groupId = useId();
  const catalogue = catalogueById(useModelCatalogue().data);
  return (
    <>
      {pricing.group_display_order.map((group) => {
        const models = Object.entries(pricing.model_groups).filter(([, name]) => name === group).map(([id]) => id);
        return (
          <Group key={group} aria-labelledby={`${groupId}-${group}`}>
            <h2 id={`${groupId}-${group}`}>{groupTitle(group)}</h2>
            <ScrollRegion label={fill(t.pricesRegion, { group: groupTitle(group) }, locale)}>
              <Table $oneLine>
                <thead>
                  <tr>
                    <th scope="col">{t.volumeColumn}</th>
                    <th scope="col">{t.perMillion}</th>
                  </tr>
                </thead>
                <tbody>
                  {pricing.volume_bands.map((band) => (
                    <tr key={band.min_volume_excl}>
                      <td>{bandLabel(band, locale)}</td>
                      <td>{band.pricing_by_group[group] ? formatMoney(Number(band.pricing_by_group[group]), config.currency, locale) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </ScrollRegion>
            <ModelList>
              {models.map((id) => {
                const model = catalogue.get(id);
                return (
                  <ModelItem key={id}>
                    <strong>
                      {model?.label ?? id} {model?.banner ? <Badge $tone="warning">{model.banner === RESEARCH_PREVIEW_BANNER ? t.researchPreview : model.banner}</Badge> : null}
                    </strong>
                    {model ? (
                      <Muted>
                        {t.resolution} {numberFormat(locale).format(model.resolution_degrees)}° · {t.updates}: {fill(t.updateInterval, { hours: model.update_interval_hours }, locale)}
                      </Muted>
                    ) : null}
                    <span>
                      <ProLink to="/live-benchmarking" permission="read:live_benchmarking" access={access}>
                        {t.viewBenchmark}
                      </ProLink>
                    </span>
                  </ModelItem>
                );
              })}
            </ModelList>
          </Group>
        );
      })}
    </>
  );
}

function MarketAggregates({ pricing, access }: { pricing: Pricing; access: AccessResult }) {
  const { config, locale } = useDashboard();
  const t = useMessages('pricing', pricingEn);
  return (
    <Group>
      <Price>
        {fill(t.aggregatesPrice, { price: formatMoney(Number(pricing.aggregates.price), config.currency, locale), volume: abbreviate(pricing.aggregates.volume, locale) }, locale)}
      </Price>
      <Muted>{t.aggregatesBody}</Muted>
      <span>
        <ProLink to="/market-aggregates" permission="read:market_aggregates" access={access}>
          {t.viewAggregates}
        </ProLink>
      </span>
    </Group>
  );
}

/** Pricing tab: Forecast Models and Market Aggregates, and the calculator. */
export interface PricingTablesProps extends RegionLabelProps {
  className?: string;
}

export function PricingTables({ className, 'aria-label': label }: PricingTablesProps) {
  const { messages } = useDashboard();
  const t = useMessages('pricing', pricingEn);
  const pricing = usePricing();
  const access = useAccess();
  const [subtab, setSubtab] = useState<Subtab>('models');
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const prefix = useId();

  return (
    <Root className={tokenList('dk-pricing', className)} as="section" aria-label={label ?? t.title}>
      <Head>
        <Tabs
          label={t.title}
          idPrefix={prefix}
          tabs={[
            { id: 'models', label: t.forecastModels },
            { id: 'aggregates', label: t.marketAggregates },
          ]}
          selected={subtab}
          onSelect={setSubtab}
        />
        <Button variant="secondary" onClick={() => setCalculatorOpen(true)}>
          {t.howCalculated}
        </Button>
      </Head>
      <Muted>{t.minimumCharge}</Muted>
      <Stack role="tabpanel" id={panelId(prefix, subtab)} aria-labelledby={tabId(prefix, subtab)} $gap={20}>
        {pricing.isPending ? <Spinner label={t.loading} centered /> : null}
        {pricing.isError ? <PricingLoadError error={pricing.error} /> : null}
        {pricing.data ? subtab === 'models' ? <ForecastModels pricing={pricing.data} access={access} /> : <MarketAggregates pricing={pricing.data} access={access} /> : null}
      </Stack>
      <Dialog open={calculatorOpen} onClose={() => setCalculatorOpen(false)} title={t.calculatorTitle} className="dk-pricing-calculator-dialog">
        <PricingCalculator />
        <DialogActions>
          <Button onClick={() => setCalculatorOpen(false)}>{messages.common.close}</Button>
        </DialogActions>
      </Dialog>
    </Root>
  );
}
