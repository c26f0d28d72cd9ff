import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps hostile text inert (SECURITY.md, "Hostile content"). */
async function rulesBrokenBy(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath: 'packages/dashboard-kit/src/widgets/probe.tsx' });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('unsafe sinks are a lint error in the kit', () => {
  it.each([
    ["export const A = () => <div dangerouslySetInnerHTML={{ __html: name }} />;", 'dangerouslySetInnerHTML'],
    ["export const props = { dangerouslySetInnerHTML: { __html: name } };", 'dangerouslySetInnerHTML'],
    ["eval(source);", 'no-eval'],
    ["export const f = new Function('return 1');", 'no-new-func'],
    ["setTimeout('refresh()', 10);", 'no-implied-eval'],
    ["document.body.innerHTML = name;", 'innerHTML'],
    ["location.href = 'javascript:void 0';", 'no-script-url'],
  ])('%s', async (code, expected) => {
    const broken = await rulesBrokenBy(`declare const name: string; declare const source: string;\n${code}\n`);
    expect(broken.join('\n')).toContain(expected);
  });

  it('lets text through', async () => {
    expect(await rulesBrokenBy("export const A = ({ name }: { name: string }) => <p>{name}</p>;\n")).toEqual([]);
  });
});
