import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { useDashboard } from '../../context/context';
import { fill } from '../../i18n/fill';
import { inputText } from '../../parts/pricing/pricing.logic';
import { parseNumber } from '../../i18n/intl-formats';
import type { explorerEn } from '../../i18n/en/forecast';
import { Button } from '../../ui/Button';
import { RadioGroup } from '../../ui/RadioGroup';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { Muted } from '../../ui/WidgetRoot';
import { MAX_MODELS, roundCoordinate, STEP_CHOICES, type UnitSystem } from './explorerState.logic';
import type { ForecastExplorerView } from './useForecastExplorer';

const Coordinates = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
`;

const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  min-width: 0;
  & legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 6px;
  }
`;

const Chips = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  /* The cross is drawn, not written: the button's name is "Remove <model>", its visible text the model's. */
  & button::after {
    content: '×';
    margin-inline-start: 6px;
  }
`;

const Checks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  gap: 6px 12px;
  & label {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  & input {
    accent-color: ${({ theme }) => theme.colorPrimary};
  }
  & .dk-unserved {
    color: ${({ theme }) => theme.colorTextMuted};
    font-size: 12px;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  @media (max-width: 479px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

type Texts = Record<keyof typeof explorerEn, string>;

/** A coordinate typed as the locale writes it, checked against its range; null until it is one. */
function readCoordinate(text: string, limit: number, locale: string): number | null {
  const value = parseNumber(text, locale);
  return Number.isFinite(value) && Math.abs(value) <= limit ? roundCoordinate(value) : null;
}

/** The explorer's form: the point typed in, the models, parameters, hours, key and units. */
export function ExplorerControls({ view, t }: { view: ForecastExplorerView; t: Texts }) {
  const { locale } = useDashboard();
  const { state } = view;
  const texts = t as Record<string, string>;
  const unitsName = useId();
  const [lat, setLat] = useState(state.lat === null ? '' : inputText(state.lat, locale));
  const [lon, setLon] = useState(state.lon === null ? '' : inputText(state.lon, locale));
  // A point chosen on the map (or by the keys) shows in the fields: adjusted as it renders, not after.
  const [shown, setShown] = useState({ lat: state.lat, lon: state.lon });
  if (shown.lat !== state.lat || shown.lon !== state.lon) {
    setShown({ lat: state.lat, lon: state.lon });
    if (state.lat !== null && readCoordinate(lat, 90, locale) !== state.lat) setLat(inputText(state.lat, locale));
    if (state.lon !== null && readCoordinate(lon, 180, locale) !== state.lon) setLon(inputText(state.lon, locale));
  }
  const latValue = readCoordinate(lat, 90, locale);
  const lonValue = readCoordinate(lon, 180, locale);
  const commit = (nextLat: string, nextLon: string) => {
    const a = readCoordinate(nextLat, 90, locale);
    const b = readCoordinate(nextLon, 180, locale);
    if (a !== null && b !== null && (a !== state.lat || b !== state.lon)) view.choosePoint(a, b);
  };
  const labelOf = (id: string) => view.models.find((model) => model.id === id)?.label ?? id;
  const offered = [...new Set(view.models.flatMap((model) => model.parameters))];
  const addable = view.models.filter((model) => !state.models.includes(model.id));
  return (
    <>
      <Coordinates>
        <TextField
          label={t.latitude}
          hint={t.latitudeHint}
          inputMode="decimal"
          value={lat}
          error={lat !== '' && latValue === null ? t.latitudeInvalid : undefined}
          onChange={(event) => {
            setLat(event.target.value);
            commit(event.target.value, lon);
          }}
        />
        <TextField
          label={t.longitude}
          hint={t.longitudeHint}
          inputMode="decimal"
          value={lon}
          error={lon !== '' && lonValue === null ? t.longitudeInvalid : undefined}
          onChange={(event) => {
            setLon(event.target.value);
            commit(lat, event.target.value);
          }}
        />
      </Coordinates>
      <Fieldset>
        <legend>{t.models}</legend>
        <Muted>{fill(t.modelsHint, { max: MAX_MODELS }, locale)}</Muted>
        <Chips>
          {state.models.map((id) => (
            <li key={id}>
              <Button variant="secondary" onClick={() => view.removeModel(id)} aria-label={fill(t.removeModel, { model: labelOf(id) }, locale)}>
                {labelOf(id)}
              </Button>
            </li>
          ))}
        </Chips>
        {state.models.length < MAX_MODELS ? (
          <SelectField
            label={t.addModel}
            value=""
            options={[{ value: '', label: '—' }, ...addable.map((model) => ({ value: model.id, label: model.label }))]}
            onChange={(event) => event.target.value && view.addModel(event.target.value)}
          />
        ) : (
          <Muted>{fill(t.modelsFull, { max: MAX_MODELS }, locale)}</Muted>
        )}
      </Fieldset>
      <Fieldset>
        <legend>{t.parameters}</legend>
        <Checks>
          {offered.map((name) => {
            const unserved = view.chosen.filter((model) => !model.parameters.includes(name)).map((model) => model.label);
            return (
              <label key={name}>
                <input type="checkbox" checked={state.parameters.includes(name)} onChange={() => view.toggleParameter(name)} />
                <span>
                  {texts[`param_${name}`] ?? name}
                  {unserved.length > 0 && state.parameters.includes(name) ? <span className="dk-unserved"> · {fill(t.notServed, { models: unserved.join(', ') }, locale)}</span> : null}
                </span>
              </label>
            );
          })}
        </Checks>
        {state.parameters.length === 0 ? <Muted role="status">{t.parametersNone}</Muted> : null}
      </Fieldset>
      <Row>
        <SelectField
          label={t.steps}
          value={String(state.steps)}
          options={[...new Set([...STEP_CHOICES, state.steps])].sort((a, b) => a - b).map((hours) => ({ value: String(hours), label: fill(t.stepsOption, { hours }, locale) }))}
          onChange={(event) => view.setState({ steps: Number(event.target.value) })}
        />
        {view.usableKeys.length > 0 ? (
          <SelectField
            label={t.key}
            value={view.key?.id ?? ''}
            options={view.usableKeys.map((key) => ({ value: key.id, label: `${key.name} (${key.id})` }))}
            onChange={(event) => view.setState({ keyId: event.target.value })}
          />
        ) : null}
      </Row>
      {view.usableKeys.length > 0 ? <Muted>{t.keyHint}</Muted> : null}
      <RadioGroup<UnitSystem>
        legend={t.units}
        name={unitsName}
        direction="row"
        value={view.units}
        options={[
          { value: 'metric', label: t.metric },
          { value: 'imperial', label: t.imperial },
        ]}
        onChange={(units) => view.setState({ units })}
      />
    </>
  );
}
