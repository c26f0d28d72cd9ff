/** The design tokens every widget styles itself with. Hosts override them through `appearance.variables`. */
export interface ThemeTokens {
  colorPrimary: string;
  colorPrimaryText: string;
  colorBackground: string;
  colorSurface: string;
  colorSurfaceMuted: string;
  colorText: string;
  colorTextMuted: string;
  colorBorder: string;
  colorDanger: string;
  colorDangerSurface: string;
  colorWarning: string;
  colorWarningSurface: string;
  colorSuccess: string;
  colorSuccessSurface: string;
  colorFocus: string;
  fontFamily: string;
  fontFamilyMono: string;
  fontSize: string;
  borderRadius: string;
  shadow: string;
}

export type ThemeMode = 'light' | 'dark';

const shared = {
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  fontFamilyMono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '14px',
  borderRadius: '8px',
} as const;

/** Colours chosen for WCAG AA contrast of text on surface in both modes. */
export const LIGHT_TOKENS: ThemeTokens = {
  ...shared,
  colorPrimary: '#1d4ed8',
  colorPrimaryText: '#ffffff',
  colorBackground: '#f6f7f9',
  colorSurface: '#ffffff',
  colorSurfaceMuted: '#f1f3f6',
  colorText: '#111827',
  colorTextMuted: '#4b5563',
  colorBorder: '#d8dde5',
  colorDanger: '#b91c1c',
  colorDangerSurface: '#fef2f2',
  colorWarning: '#92400e',
  colorWarningSurface: '#fffbeb',
  colorSuccess: '#166534',
  colorSuccessSurface: '#f0fdf4',
  colorFocus: '#2563eb',
  shadow: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
};

export const DARK_TOKENS: ThemeTokens = {
  ...shared,
  colorPrimary: '#60a5fa',
  colorPrimaryText: '#0b1220',
  colorBackground: '#0b0f17',
  colorSurface: '#131a26',
  colorSurfaceMuted: '#1b2433',
  colorText: '#e6eaf0',
  colorTextMuted: '#a3adbd',
  colorBorder: '#2b3545',
  colorDanger: '#f87171',
  colorDangerSurface: '#2a1215',
  colorWarning: '#fbbf24',
  colorWarningSurface: '#2a2110',
  colorSuccess: '#4ade80',
  colorSuccessSurface: '#0f2418',
  colorFocus: '#93c5fd',
  shadow: '0 1px 2px rgba(0, 0, 0, 0.5)',
};

/** The styled-components theme inside the kit (appearance.ts, buildTheme). */
export interface DashboardTheme extends ThemeTokens {
  /** What widget roots carry in `data-dk-mode`: a pinned mode, else 'system' (CSS decides). */
  rootMode: 'light' | 'dark' | 'system';
  /** Both modes' custom properties, declared on every widget root (css-variables.ts). */
  variablesCss: string;
  /** The language and writing direction widget roots carry (`lang`, `dir`): the kit's, not the host page's. */
  lang: string;
  dir: 'ltr' | 'rtl';
}
