import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../packages/sandbox/src/forecast/models';

// The API's catalogue (GET /v1/models) is the one list of models: the kit names a model by what it
// says, so a model the provider adds or renames reads right at once. A list in the kit would not.
const KIT = 'packages/dashboard-kit/src';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The catalogue's model ids a file names as string literals. */
function modelIdsIn(code: string, ids: readonly string[]): string[] {
  return ids.filter((id) => new RegExp(`['"\`]${id}['"\`]`).test(code));
}

/** The files that name more than `most` of the catalogue's models: each is a second list. */
function secondLists(files: ReadonlyMap<string, string>, ids: readonly string[], most = 2): string[] {
  return [...files].filter(([, code]) => modelIdsIn(code, ids).length > most).map(([file]) => file);
}

describe('the model catalogue', () => {
  const ids = CATALOGUE.map((model) => model.id);

  it('is the API’s alone: no file of the kit lists models of its own', () => {
    const files = new Map(sources(KIT).map((file) => [file, readFileSync(file, 'utf8')]));
    expect(files.size).toBeGreaterThan(100);
    expect(secondLists(files, ids)).toEqual([]);
  });

  it('would catch a list, and let a default model through', () => {
    const list = "export const MODELS = [{ id: 'ept2', label: 'EPT-2' }, { id: 'icon_eu', label: 'ICON-EU' }, { id: 'aifs', label: 'AIFS' }];";
    const oneDefault = "export function PricingCalculator({ defaultModel = 'ept2' }) {}";
    expect(secondLists(new Map([['a.ts', list], ['b.ts', oneDefault]]), ids)).toEqual(['a.ts']);
  });
});
