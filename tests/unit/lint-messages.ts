import { ESLint } from 'eslint';

/** What the project's lint says of `code` were it the file at `filePath`. */
export async function lintMessagesFor(code: string, filePath: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.message);
}
