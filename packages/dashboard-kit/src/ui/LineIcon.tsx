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
