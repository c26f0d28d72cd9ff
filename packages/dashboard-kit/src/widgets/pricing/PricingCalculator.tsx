import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { usePricing } from '../../data/billing/pricing-query';
import { numberFormat } from '../../i18n/intl-formats';
import { useDashboard } from '../../context/context';
import { Alert } from '../../ui/Alert';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { Muted, WidgetRoot } from '../../ui/WidgetRoot';
import { formatMoney } from '../../i18n/intl-formats';
import { CostChart } from './CostChart';
import { PricingLoadError } from './PricingLoadError';
import { useModelCatalogue } from '../../data/forecast/model-catalogue-query';
import { catalogueById } from '../../data/forecast/catalogue-by-id';
import { bandLabel, CALCULATOR_DEFAULTS, clampInput, inputText, monthlyCost, monthlyTokens, tokensPerRequest, type CalculatorInputs } from '../../parts/pricing/pricing.logic';
import type { RegionLabelProps } from '../../ui/region-label';
import { pricingEn } from '../../i18n/en/pricing';
import { useMessages } from '../../ui/useMessages';
import { tokenList } from '../../ui/token-list';

export interface PricingCalculatorProps extends RegionLabelProps {
  /** The model priced at first. @default 'ept2' */
  defaultModel?: string;
  className?: string;
}

const Root = styled(WidgetRoot)`
  display: grid;
  gap: 16px;
`;

const Inputs = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 12px;
`;

const Results = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 12px;
  & dt {
    color: ${({ theme }) => theme.colorTextMuted};
    font-size: 13px;
  }
  & dd {
    margin: 0;
    font-size: 18px;
    font-weight: 700;
  }
`;

const FIELDS: readonly (keyof CalculatorInputs)[] = ['points', 'steps', 'parameters', 'runsPerDay', 'daysPerMonth'];

/** Tokens and monthly cost from points, steps, parameters, runs and days. Usable alone. */
export function PricingCalculator({ defaultModel = 'ept2', className, 'aria-label': label }: PricingCalculatorProps) {
  const { config, locale } = useDashboard();
  const t = useMessages('pricing', pricingEn);
  const pricing = usePricing();
  const [raw, setRaw] = useState<Record<keyof CalculatorInputs, string>>(
    () => Object.fromEntries(FIELDS.map((field) => [field, inputText(CALCULATOR_DEFAULTS[field], locale)])) as Record<keyof CalculatorInputs, string>,
  );
  const [modelId, setModelId] = useState(defaultModel);
  const resultsId = useId();

  const inputs = Object.fromEntries(FIELDS.map((field) => [field, clampInput(raw[field], locale)])) as CalculatorInputs;
  const request = tokensPerRequest(inputs);
  const volume = monthlyTokens(inputs);
  const group = pricing.data?.model_groups[modelId] ?? '';
  const { cost, band } = pricing.data ? monthlyCost(volume, group, pricing.data.volume_bands) : { cost: 0, band: undefined };
  // The models the prices name, by the API's catalogue's labels (its ids, where an API has no catalogue).
  const catalogue = catalogueById(useModelCatalogue().data);
  const labelOf = (id: string) => catalogue.get(id)?.label ?? id;
  const modelIds = pricing.data ? Object.keys(pricing.data.model_groups) : [modelId];

  return (
    <Root className={tokenList('dk-pricing-calculator', className)} as="section" aria-label={label ?? t.calculatorTitle}>
      <Muted>{t.formula}</Muted>
      <Inputs>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t[field]}
            name={field}
            // Text, not number: a number input parses by the browser's language, not the page's.
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={raw[field]}
            aria-controls={resultsId}
            onChange={(event) => setRaw((current) => ({ ...current, [field]: event.target.value }))}
            onBlur={() => setRaw((current) => ({ ...current, [field]: inputText(clampInput(current[field], locale), locale) }))}
          />
        ))}
      </Inputs>
      <SelectField
        label={t.model}
        name="model"
        options={modelIds.map((id) => ({ value: id, label: labelOf(id) }))}
        value={modelId}
        onChange={(event) => setModelId(event.target.value)}
      />
      <Results id={resultsId} aria-live="polite">
        <div>
          <dt>{t.tokensPerRequest}</dt>
          <dd>{numberFormat(locale).format(request.tokens)}</dd>
        </div>
        <div>
          <dt>{t.monthlyTokens}</dt>
          <dd>{numberFormat(locale).format(volume)}</dd>
        </div>
        <div>
          <dt>{t.band}</dt>
          <dd>{band ? bandLabel(band, locale) : '—'}</dd>
        </div>
        <div>
          <dt>{t.monthlyCost}</dt>
          <dd>{pricing.data ? formatMoney(cost, config.currency, locale) : '—'}</dd>
        </div>
      </Results>
      {request.minimumApplied ? <Alert tone="info">{t.minimumApplied}</Alert> : null}
      <Muted>{t.minimumCharge}</Muted>
      {pricing.isPending ? <Spinner label={t.loading} /> : null}
      {pricing.isError ? <PricingLoadError error={pricing.error} /> : null}
      {pricing.data ? <CostChart group={group} bands={pricing.data.volume_bands} volume={volume} cost={cost} /> : null}
    </Root>
  );
}
