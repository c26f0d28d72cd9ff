import { CATALOGUE, MAX_STEPS, PARAMETERS, type Area } from './models';

export { MAX_STEPS, PARAMETERS };

/** The models a forecast can be asked of: the catalogue's, each in a pricing group. */
export const MODEL_IDS: readonly string[] = CATALOGUE.map((model) => model.id);

/** What a request is charged at least, in tokens, however small. */
export const MINIMUM_TOKENS = 720;

export type Domain = Area;

export const GLOBE: Domain = { lat: [-90, 90], lon: [-180, 180] };

/** The regional models cover only their area; every other model covers the globe. */
export const MODEL_DOMAINS: Readonly<Record<string, Domain>> = Object.fromEntries(CATALOGUE.flatMap((model) => (model.area ? [[model.id, model.area]] : [])));
