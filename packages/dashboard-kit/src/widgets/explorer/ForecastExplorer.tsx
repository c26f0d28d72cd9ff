import { lazy, Suspense, useId, useMemo } from 'react';
import { styled } from 'styled-components';
import { addCreditsPath, keyRequestsPath } from '../../access/app-paths';
import { useDashboard } from '../../context/context';
import { fill } from '../../i18n/fill';
import { formatTokenCost, numberFormat } from '../../i18n/intl-formats';
import { explorerEn } from '../../i18n/en/forecast';
import { roleRefusalsEn } from '../../i18n/en/role-refusals';
import { Alert } from '../../ui/Alert';
import { AppLink } from '../../ui/AppLink';
import { Button } from '../../ui/Button';
import { CardTitle } from '../../ui/CardTitle';
import { CardStack, Paragraph, Stack } from '../../ui/layout';
import { Spinner } from '../../ui/Spinner';
import { useErrorText } from '../../ui/useErrorText';
import { useMessages } from '../../ui/useMessages';
import { Heading, Muted, WidgetColumn } from '../../ui/WidgetRoot';
import { useExplainRequest } from '../../parts/requests/useExplainRequest';
import { CodePanel } from './CodePanel';
import { ExplorerControls } from './ExplorerControls';
import { ParameterResult } from './ParameterResult';
import { refusedRequest } from './refusal.logic';
import { chartsOf } from './series.logic';
import { useForecastExplorer } from './useForecastExplorer';
import type { DrawnArea } from './WorldMap';
import { tokenList } from '../../ui/token-list';

const WorldMap = /* @__PURE__ */ lazy(() => import('./WorldMap'));

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 24px;
  align-items: start;
  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const MapPlaceholder = styled.div`
  aspect-ratio: 2 / 1;
  display: grid;
  place-items: center;
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 4px;
  font-size: 13px;
`;

export interface ForecastExplorerProps {
  className?: string;
}

/**
 * Try the forecast API without leaving the dashboard: choose a point on a world map (or type it),
 * models, parameters and hours; see what the run will cost; run it (real requests with one of the
 * account's keys, paid from its credits and listed in its request log); read each parameter as a
 * chart with its table and CSV, several models overlaid and an ensemble's spread as bands; and
 * take the same request as curl, Python or JavaScript. The view lives in the address.
 * @example <DashboardProvider config={config} auth={auth}><ForecastExplorer /></DashboardProvider>
 */
export function ForecastExplorer({ className }: ForecastExplorerProps) {
  const t = useMessages('explorer', explorerEn);
  const roleRefusals = useMessages('roleRefusals', roleRefusalsEn);
  const errorText = useErrorText();
  const explain = useExplainRequest();
  const { locale, config } = useDashboard();
  const view = useForecastExplorer();
  const id = useId();
  const number = numberFormat(locale, { maximumFractionDigits: 4 });
  const texts = t as Record<string, string>;
  const labelOf = (model: string) => view.models.find((candidate) => candidate.id === model)?.label ?? model;
  const { asked, run } = view;

  const outcomes = useMemo(() => run.data ?? [], [run.data]);
  const answers = useMemo(() => outcomes.flatMap((outcome) => (outcome.answer ? [outcome.answer] : [])), [outcomes]);
  // A chart for each parameter some model answered: none while the run is on its way, none for a parameter no model serves.
  const charts = useMemo(() => (asked ? chartsOf(answers, asked.parameters, view.units).filter((chart) => chart.series.length > 0) : []), [answers, asked, view.units]);
  const refusals = asked
    ? outcomes.flatMap((outcome) => (outcome.error ? [{ model: outcome.model, error: outcome.error, refused: refusedRequest(outcome.error, { model: outcome.model, lat: asked.lat, lon: asked.lon }) }] : []))
    : [];
  const refusedAreas = new Set(refusals.filter((refusal) => refusal.refused?.aboutPlace).map((refusal) => refusal.model));
  const areas: DrawnArea[] = view.chosen.flatMap((model) =>
    model.area ? [{ id: model.id, label: model.label, area: model.area, refused: refusedAreas.has(model.id) || view.outside.includes(model) }] : [],
  );

  const blockedText =
    view.blocked === 'role' && view.permission.role
      ? roleRefusals['keys:write']
      : view.blocked === 'noPoint'
        ? t.choosePointFirst
        : view.blocked === 'noParameters'
          ? t.parametersNone
          : view.blocked === 'noKey'
            ? t.noKey
            : null;

  const estimate = view.estimate;
  const estimateText =
    estimate?.totalMicrocents == null
      ? view.pricingFailed
        ? t.estimateUnknown
        : null
      : fill(t.estimate, { count: estimate.requests.length, tokens: number.format(estimate.tokens), cost: formatTokenCost(estimate.totalMicrocents, config.currency, locale) }, locale);

  const placeRefusals = refusals.filter((refusal) => refusal.refused?.aboutPlace);
  const otherRefusals = refusals.filter((refusal) => !refusal.refused?.aboutPlace);

  let body;
  if (view.catalogue.isPending) body = <Spinner label={t.loading} centered />;
  else if (view.catalogue.isError)
    body = (
      <Alert tone="error" title={t.modelsFailed}>
        {errorText(view.catalogue.error, t.modelsFailed).text}{' '}
        <Button variant="secondary" onClick={() => void view.catalogue.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  else if (view.catalogue.data === null) body = <Paragraph>{t.notOffered}</Paragraph>;
  else
    body = (
      <>
        <CardStack $gap={16}>
          <Columns>
            <Stack $gap={12}>
              <Suspense
                fallback={
                  <MapPlaceholder>
                    <Spinner label={t.loading} />
                  </MapPlaceholder>
                }
              >
                <WorldMap point={view.point} areas={areas} onChoose={view.choosePoint} label={t.mapLabel} describedBy={`${id}-map-hint`} />
              </Suspense>
              <Muted id={`${id}-map-hint`}>{t.mapHint}</Muted>
              <Muted role="status">{view.point ? fill(t.pointChosen, { lat: number.format(view.point.lat), lon: number.format(view.point.lon) }, locale) : t.noPoint}</Muted>
              {view.outside.map((model) => (
                <Alert key={model.id} tone="warning">
                  {fill(t.outsideArea, { model: model.label }, locale)}
                </Alert>
              ))}
              {placeRefusals.map((refusal) => (
                <Alert key={refusal.model} tone="warning" title={fill(t.refused, { model: labelOf(refusal.model) }, locale)}>
                  {explain(refusal.refused!)}
                </Alert>
              ))}
            </Stack>
            <Stack $gap={16}>
              <ExplorerControls view={view} t={t} />
              {estimateText ? <Paragraph aria-live="polite">{estimateText}</Paragraph> : null}
              {estimate?.minimumApplied ? <Muted>{t.minimumApplied}</Muted> : null}
              <div>
                <Button
                  name="run"
                  onClick={view.start}
                  aria-disabled={view.blocked !== null || run.isPending || undefined}
                  aria-describedby={blockedText ? `${id}-blocked` : undefined}
                  aria-busy={run.isPending || undefined}
                >
                  {run.isPending ? t.running : t.run}
                </Button>
              </div>
              {blockedText ? <Muted id={`${id}-blocked`}>{blockedText}</Muted> : null}
              {view.blocked === 'noKey' && view.keysLoaded ? <AppLink to={config.paths.apiKeys}>{t.createKey}</AppLink> : null}
            </Stack>
          </Columns>
        </CardStack>
        <CardStack $gap={16} aria-labelledby={`${id}-results`} as="section">
          <CardTitle id={`${id}-results`} as="h2">
            {asked ? fill(t.results, { lat: number.format(asked.lat), lon: number.format(asked.lon) }, locale) : t.resultsTitle}
          </CardTitle>
          {!asked ? <Paragraph>{t.empty}</Paragraph> : null}
          {run.isPending ? <Spinner label={t.running} centered /> : null}
          {run.isError ? <Alert tone="error" title={t.failed}>{errorText(run.error, t.failed).text}</Alert> : null}
          {otherRefusals.map((refusal) => (
            <Alert key={refusal.model} tone={refusal.refused && refusal.refused.status < 500 ? 'warning' : 'error'} title={fill(t.refused, { model: labelOf(refusal.model) }, locale)}>
              {refusal.refused ? explain(refusal.refused) : errorText(refusal.error, t.failed).text}
              {refusal.refused?.outcome === 'insufficient_credits' ? (
                <>
                  {' '}
                  <AppLink to={addCreditsPath(config.paths)}>{t.addCredits}</AppLink>
                </>
              ) : null}
            </Alert>
          ))}
          {answers.length > 0 ? (
            <Lines>
              {answers.map((answer) => (
                <li key={answer.request_id}>
                  {fill(t.charged, { model: labelOf(answer.model), tokens: number.format(answer.usage.tokens), cost: formatTokenCost(answer.usage.cost_microcents, config.currency, locale) }, locale)}{' '}
                  <Muted as="span">{fill(t.requestId, { id: answer.request_id }, locale)}</Muted>
                </li>
              ))}
              {asked ? (
                <li>
                  <AppLink to={keyRequestsPath(config.paths, asked.keyId)}>{t.viewLog}</AppLink>
                </li>
              ) : null}
            </Lines>
          ) : null}
          {answers.some((answer) => answer.steps.some((step) => step.ensemble)) ? <Muted>{t.ensembleBands}</Muted> : null}
          {charts.map((chart) => (
            <ParameterResult key={chart.parameter} chart={chart} label={labelOf} t={t} parameterName={texts[`param_${chart.parameter}`] ?? chart.parameter} />
          ))}
        </CardStack>
        {view.key && view.point && view.chosen.length > 0 ? (
          <CardStack $gap={16}>
            <CodePanel keyId={view.key.id} models={view.chosen} request={{ lat: view.point.lat, lon: view.point.lon, steps: view.state.steps, parameters: view.state.parameters }} t={t} />
          </CardStack>
        ) : null}
      </>
    );
  return (
    <WidgetColumn className={tokenList('dk-forecast-explorer', className)} as="section" aria-labelledby={`${id}-title`}>
      <div>
        <Heading id={`${id}-title`}>{t.title}</Heading>
        <Muted>{t.intro}</Muted>
      </div>
      {body}
    </WidgetColumn>
  );
}
