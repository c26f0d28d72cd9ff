import { useId } from 'react';
import { styled } from 'styled-components';
import { useDashboard } from '../../context/context';
import { fill } from '../../i18n/fill';
import { modelsEn } from '../../i18n/en/forecast';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { FilterGrid, Paragraph } from '../../ui/layout';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { useErrorText } from '../../ui/useErrorText';
import { useMessages } from '../../ui/useMessages';
import { Heading, Muted, WidgetColumn } from '../../ui/WidgetRoot';
import { ModelCard } from './ModelCard';
import { RESOLUTION_CLASSES, type ModelFilters, type ResolutionClass } from './modelCatalogue.logic';
import { useModelCatalogueView } from './useModelCatalogueView';
import { tokenList } from '../../ui/token-list';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  justify-content: space-between;
`;

const Grid = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: 16px;
`;

export interface ModelCatalogueProps {
  className?: string;
}

/**
 * The forecast models the API offers, as cards: where each applies, how often it updates, its grid,
 * what a request costs at the calculator's defaults, its parameters; filtered by provider,
 * resolution, aggregation and ensemble (kept in the address). Each card opens its model in the explorer.
 * @example <DashboardProvider config={config} auth={auth}><ModelCatalogue /></DashboardProvider>
 */
export function ModelCatalogue({ className }: ModelCatalogueProps) {
  const t = useMessages('models', modelsEn);
  const errorText = useErrorText();
  const { locale } = useDashboard();
  const view = useModelCatalogueView();
  const id = useId();
  const { filters, catalogue } = view;
  const texts = t as Record<string, string>;
  const set = (change: Partial<ModelFilters>) => view.setFilters({ ...filters, ...change });
  let body;
  if (catalogue.isPending) body = <Spinner label={t.loading} centered />;
  else if (catalogue.isError)
    body = (
      <Alert tone="error" title={t.failed}>
        {errorText(catalogue.error, t.failed).text}{' '}
        <Button variant="secondary" onClick={() => void catalogue.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  else if (catalogue.data === null) body = <Paragraph>{t.notOffered}</Paragraph>;
  else
    body = (
      <>
        <Bar>
          <Muted role="status">{view.filtered ? fill(t.count, { shown: view.shown.length, total: view.catalogue.data?.length ?? 0 }, locale) : fill(t.countAll, { total: view.shown.length }, locale)}</Muted>
          {view.filtered ? (
            <Button variant="ghost" onClick={view.clearFilters}>
              {t.clearFilters}
            </Button>
          ) : null}
        </Bar>
        {view.shown.length === 0 ? (
          <Paragraph>{t.noMatch}</Paragraph>
        ) : (
          <Grid aria-labelledby={`${id}-title`}>
            {view.shown.map((model) => (
              <ModelCard key={model.id} model={model} bands={view.bands} t={t} />
            ))}
          </Grid>
        )}
      </>
    );
  return (
    <WidgetColumn className={tokenList('dk-model-catalogue', className)} as="section" aria-labelledby={`${id}-title`}>
      <div>
        <Heading id={`${id}-title`}>{t.title}</Heading>
        <Muted>{t.intro}</Muted>
      </div>
      <FilterGrid>
        <SelectField
          label={t.filterProvider}
          value={filters.provider ?? ''}
          options={[{ value: '', label: t.anyProvider }, ...view.providers.map((provider) => ({ value: provider, label: texts[`provider_${provider}`] ?? provider }))]}
          onChange={(event) => set({ provider: event.target.value || null })}
        />
        <SelectField
          label={t.filterResolution}
          value={filters.resolution ?? ''}
          options={[{ value: '', label: t.anyResolution }, ...RESOLUTION_CLASSES.map((name) => ({ value: name, label: texts[`resolution_${name}`]! }))]}
          onChange={(event) => set({ resolution: (event.target.value || null) as ResolutionClass | null })}
        />
        <SelectField
          label={t.filterAggregation}
          value={filters.aggregation ?? ''}
          options={[{ value: '', label: t.anyAggregation }, ...view.aggregations.map((name) => ({ value: name, label: texts[`aggregation_${name}`] ?? name }))]}
          onChange={(event) => set({ aggregation: event.target.value || null })}
        />
        <SelectField
          label={t.filterEnsemble}
          value={filters.runs ?? ''}
          options={[
            { value: '', label: t.anyRun },
            { value: 'ensemble', label: t.ensembleOnly },
            { value: 'single', label: t.singleOnly },
          ]}
          onChange={(event) => set({ runs: (event.target.value || null) as ModelFilters['runs'] })}
        />
      </FilterGrid>
      {body}
    </WidgetColumn>
  );
}
