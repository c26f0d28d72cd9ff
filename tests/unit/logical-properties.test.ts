import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The kit lays out with logical properties (start and end, not left and right), so a
 * right-to-left language mirrors the whole layout from `dir="rtl"` alone.
 */
const PHYSICAL = /(?:margin|padding|border)-(?:left|right)\b|(?<![-\w])(?:left|right):\s*[^;{]*;|text-align:\s*(?:left|right)\b|float:\s*(?:left|right)\b|inset:\s*\S+\s+\S+\s+\S+\s+\S+;/g;
const KIT = 'packages/dashboard-kit/src';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The CSS in a file: the text of its tagged templates (styled.x`...`, css`...`). */
function cssOf(code: string): string {
  return [...code.matchAll(/(?:styled[\w.()$<>{}:;,\s'|]*?|css)`([^`]*)`/g)].map((match) => match[1]).join('\n');
}

describe('the kit’s styles', () => {
  it('use no left or right, so right-to-left languages mirror them', () => {
    const css = new Map(sources(KIT).map((file) => [file, cssOf(readFileSync(file, 'utf8'))]));
    // The scan reads the kit's styles: the toast's and the sidebar's are among them.
    expect(css.get(join(KIT, 'ui/Toast.tsx'))).toContain('inset-inline: 16px;');
    expect(css.get(join(KIT, 'widgets/shell/Sidebar.tsx'))).toContain('border-inline-end: 1px solid');
    const physical = [...css].flatMap(([file, text]) => [...text.matchAll(PHYSICAL)].map((match) => `${file}: ${match[0]}`));
    expect(physical).toEqual([]);
  });

  it('would catch one', () => {
    expect(cssOf('const A = styled.div`\n  margin-left: 4px;\n  text-align: right;\n`;').match(PHYSICAL)).toEqual(['margin-left', 'text-align: right']);
  });
});
