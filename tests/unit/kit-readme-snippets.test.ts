import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The kit's README is the partner guide: every ```tsx snippet in it compiles against the kit's
 * public entry, as a partner would paste it. Values a snippet only names (your token, your
 * shadow host) are declared once for all of them.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(join(repo, 'packages/dashboard-kit/README.md'), 'utf8');
const snippets = [...readme.matchAll(/```tsx\n([\s\S]*?)```/g)].map((match) => match[1]!);

const GIVEN = `
declare const token: string;
declare const getToken: () => Promise<string | null>;
declare const host: HTMLElement;
declare const nonce: string;
declare const config: import('dashboard-kit').DashboardConfig;
`;

function diagnosticsOf(sources: string[]): string[] {
  const dir = join(repo, 'node_modules/.cache/kit-readme-snippets');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'given.d.ts'), GIVEN);
  const files = sources.map((source, index) => {
    const file = join(dir, `snippet-${index + 1}.tsx`);
    // Each snippet is a module of its own, as it would be in a partner's app.
    writeFileSync(file, `${source}\nexport {};\n`);
    return file;
  });
  const { config } = ts.readConfigFile(join(repo, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, repo);
  const program = ts.createProgram([join(dir, 'given.d.ts'), ...files], { ...options, noEmit: true, noUnusedLocals: false, noUnusedParameters: false });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName.startsWith(dir))
    .map((diagnostic) => `${diagnostic.file!.fileName.slice(dir.length + 1)}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
}

describe("the kit's README", () => {
  it('has its snippets, and each compiles against the public API', () => {
    expect(snippets.length).toBeGreaterThanOrEqual(4);
    expect(snippets.every((snippet) => snippet.includes("from 'dashboard-kit'"))).toBe(true);
    expect(diagnosticsOf(snippets)).toEqual([]);
  }, 60_000);

  it('would catch a snippet that uses the API wrongly', () => {
    expect(diagnosticsOf(["import { useApiKeys } from 'dashboard-kit';\nconst count: string = useApiKeys().data?.keys.length;"])).toHaveLength(1);
  }, 60_000);
});
