/**
 * The kit's rules outrank a host's global CSS: every selector the kit writes gains an ID's
 * weight, `:not(#dk-boost)` (no element has that id, so it matches everything). A host's
 * element, class, attribute and state selectors (Bootstrap's `[type=button]`, a classless
 * sheet's `input:not([type=checkbox])`) then lose to the kit wherever it speaks, and the kit's
 * reset (WidgetRoot) rolls back what it leaves unsaid. Among the kit's own rules nothing
 * changes: each gains the same weight.
 */
const BOOST = ':not(#dk-boost)';

/** `sel` with BOOST on its subject: before a pseudo-element (`::before` must stay last), else at the end. */
export function boostSelector(selector: string): string {
  let depth = 0;
  let pseudoElementAt = -1;
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === '\\') index += 1;
    else if (depth === 0 && char === ':' && selector[index + 1] === ':') {
      pseudoElementAt = index;
      index += 1;
    }
  }
  return pseudoElementAt === -1 ? `${selector}${BOOST}` : `${selector.slice(0, pseudoElementAt)}${BOOST}${selector.slice(pseudoElementAt)}`;
}

/** What the plugin reads of a stylis element. */
interface StylisRule {
  type: string;
  props: string[] | string;
  root: { type: string } | null;
}

function boostRules(element: StylisRule): void {
  // Keyframe selectors (`from`, `50%`) are not selectors.
  if (element.type !== 'rule' || element.root?.type.endsWith('keyframes') || !Array.isArray(element.props)) return;
  element.props = element.props.map(boostSelector);
}
// styled-components hashes class names with each plugin's name: a fixed one survives minifying,
// so a server render and the browser (one minified, one not) agree.
Object.defineProperty(boostRules, 'name', { value: 'dashboard-kit-specificity' });

/** The stylis plugins of the kit's StyleSheetManager (one array, so its stylis is made once). */
export const KIT_STYLIS_PLUGINS = [boostRules];
