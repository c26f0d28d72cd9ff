import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import ts from 'typescript';

/** `styled.div`, `styled(Card)`, and either with `.attrs(...)` or `.withConfig(...)` after it. */
function isStyledFactory(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return node.text === 'styled';
  if (ts.isPropertyAccessExpression(node)) return isStyledFactory(node.expression);
  if (ts.isCallExpression(node)) return isStyledFactory(node.expression);
  return false;
}

/**
 * Marks every styled component the kit defines as free of side effects:
 * `styled.div`...`` becomes `/* @__PURE__ *\/ (() => styled.div`...`)()`. A bundler may drop a
 * call so marked when nothing uses its result, and cannot drop a tagged template (esbuild and
 * Rolldown ignore the mark there): without it, an app that embeds one widget ships every
 * widget's styles. The job babel-plugin-styled-components' `pure` option does, without Babel.
 */
export function markStyledPure(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edits: { start: number; end: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && isStyledFactory(node.tag)) {
      edits.push({ start: node.getStart(file), end: node.getEnd() });
      return; // a styled component inside another's template is left as it is
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const { start, end } of edits.reverse()) {
    out = `${out.slice(0, start)}/* @__PURE__ */ (() => ${out.slice(start, end)})()${out.slice(end)}`;
  }
  return out;
}

/** The esbuild plugin for the kit's build (tsup.config.ts). */
export function pureStyledPlugin(): Plugin {
  return {
    name: 'pure-styled',
    setup(build) {
      build.onLoad({ filter: /dashboard-kit\/src\/.*\.tsx?$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        if (!source.includes('styled')) return undefined;
        return { contents: markStyledPure(source, path), loader: path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}
