import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `styled.tag` or `styled(Component)` where a styled component is declared (not the import).
 * The call form allows one level of nested parentheses, enough for `styled(forwardRef(...))`.
 */
const STYLED_FACTORY = /\bstyled(?:\.[A-Za-z][\w]*|\((?:[^()]|\([^()]*\))*\))(?=\s*(?:[.<`(]))/g;

/**
 * Gives every styled component a componentId from its file and position instead of
 * styled-components' default, a global counter: the prerendered HTML and the client that
 * hydrates it then name every class alike, whatever order their modules ran in (the server
 * bundle and the browser's lazy chunks do not run them in the same order). The job
 * babel-plugin-styled-components does, for a toolchain without Babel.
 */
export function addStyledComponentIds(code: string, id: string): string {
  let index = 0;
  return code.replace(STYLED_FACTORY, (factory) => {
    const componentId = `dk-${createHash('sha256').update(`${id}:${index++}`).digest('base64url').slice(0, 8)}`;
    return `${factory}.withConfig({ componentId: ${JSON.stringify(componentId)} })`;
  });
}

/** The Vite plugin: the kit's and the host's sources, in the dev server and in both builds. */
export function styledComponentIdsPlugin(root: string): Plugin {
  return {
    name: 'dashboard-styled-component-ids',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id.split('?')[0]!) || !code.includes('styled')) return undefined;
      return { code: addStyledComponentIds(code, relative(root, id.split('?')[0]!)), map: null };
    },
  };
}
