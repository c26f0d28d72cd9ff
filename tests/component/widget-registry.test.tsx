import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDGET_REGISTRY } from '../widget-registry';

const ROOT = join(import.meta.dirname, '../..');

/** The components the kit's entry exports from a widget's or a shared part's folder. */
function exportedWidgets(): string[] {
  const entry = readFileSync(join(ROOT, 'packages/dashboard-kit/src/index.ts'), 'utf8');
  return [...entry.matchAll(/^export \{ ([^}]+) \} from '\.\/(?:widgets|parts)\//gm)].flatMap(([, names]) =>
    names!.split(',').map((name) => name.trim()).filter((name) => /^[A-Z]/.test(name) && !name.startsWith('type ')),
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

  it("names each widget's stories, which the visual, axe, right-to-left and German walks go through, or says why it has none", () => {
    const titles = storyTitles();
    const missing = WIDGET_REGISTRY.filter((widget) => typeof widget.story === 'string' && !titles.has(widget.story)).map((widget) => widget.name);
    expect(missing).toEqual([]);
  });
});
