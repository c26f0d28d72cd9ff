/** An arrow leaving its box: the link or item opens a new tab. */
export const EXTERNAL_ICON = 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5';

/** Three dots in a row: more actions. */
export const MORE_ICON = 'M6.25 12a1.25 1.25 0 1 1-2.5 0 1.25 1.25 0 0 1 2.5 0ZM13.25 12a1.25 1.25 0 1 1-2.5 0 1.25 1.25 0 0 1 2.5 0ZM20.25 12a1.25 1.25 0 1 1-2.5 0 1.25 1.25 0 0 1 2.5 0Z';

/**
 * A 24-unit line icon drawn from one SVG path, in the current text colour. Decorative:
 * the label beside it says what it means. SVG rather than emoji: the same on every
 * platform, themable, and no colour-font fallback while rows stream in.
 */
export function LineIcon({ d, size = 16, mirrored = false }: { d: string; size?: number; /** Points along the text: flipped right to left. */ mirrored?: boolean }) {
  return (
    <svg className={mirrored ? 'dk-icon-mirrored' : undefined} width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
