import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDGET_REGISTRY } from '../widget-registry';
import { storyId, WIDGET_STORIES } from '../widget-stories';

const ROOT = join(import.meta.dirname, '../..');

/** The components the kit's entry exports from a widget's or a shared part's folder. */
function exportedWidgets(): string[] {
  const entry = readFileSync(join(ROOT, 'packages/dashboard-kit/src/index.ts'), 'utf8');
  return [...entry.matchAll(/^export \{ ([^}]+) \} from '\.\/(?:widgets|parts)\//gm)].flatMap(([, names]) =>
    names!.split(',').map((name) => name.trim()).filter((name) => /^[A-Z]/.test(name) && !name.startsWith('type ')),
  );
}

/** Every story id, from the stories' files: their title and each named export, in kebab case. */
function storyIds(): Set<string> {
  const files = readdirSync(join(ROOT, 'stories'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.stories.tsx'));
  return new Set(
    files.flatMap((file) => {
      const source = readFileSync(join(ROOT, 'stories', file), 'utf8');
      const title = /\btitle: '([^']+)'/.exec(source)?.[1];
      if (!title) return [];
      const exports = [...source.matchAll(/^export const ([A-Z]\w*)/gm)].map(([, name]) => name!.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase());
      return exports.map((state) => storyId(title, state));
    }),
  );
}

/** Every story title, from the stories' files. */
function storyTitles(): Set<string> {
  const files = readdirSync(join(ROOT, 'stories'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.stories.tsx'));
  return new Set(files.flatMap((file) => [...readFileSync(join(ROOT, 'stories', file), 'utf8').matchAll(/\btitle: '([A-Z][\w ]*\/[^']+)'/g)].map(([, title]) => title!)));
}

describe('the widget registry the checks across widgets go through', () => {
  it('lists every widget the kit exports, so none slips past them', () => {
    const registered = new Set(WIDGET_REGISTRY.map((widget) => widget.name));
    const exported = exportedWidgets();
    expect(exported).toEqual(expect.arrayContaining(['ApiKeysPanel', 'RequestLog', 'AccountSecurity', 'StepUpBoundary']));
    expect(exported.filter((name) => !registered.has(name))).toEqual([]);
  });

  it("names each widget's stories, which the story, axe, German, visual and right-to-left walks go through, or says why it has none", () => {
    expect(Object.keys(WIDGET_STORIES).sort()).toEqual(WIDGET_REGISTRY.map((widget) => widget.name).sort());
    const titles = storyTitles();
    const stories = Object.entries(WIDGET_STORIES).flatMap(([name, entry]) => ('none' in entry ? [] : [[name, entry] as const]));
    expect(stories.filter(([, entry]) => !titles.has(entry.title)).map(([name]) => name)).toEqual([]);
    // Each photographed in English, and in German and right to left.
    expect(stories.filter(([, entry]) => entry.visual.length === 0 || entry.localized.length === 0).map(([name]) => name)).toEqual([]);
    const ids = storyIds();
    const unknown = stories.flatMap(([, entry]) => [...entry.visual, ...entry.localized].map((state) => storyId(entry.title, state))).filter((id) => !ids.has(id));
    expect(unknown).toEqual([]);
  });
});
