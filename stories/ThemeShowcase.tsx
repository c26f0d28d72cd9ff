import { styled } from 'styled-components';
import { useThemeMode } from '../packages/dashboard-kit/src/theme/ThemeModeProvider';
import { DARK_TOKENS, LIGHT_TOKENS, type ThemeTokens } from '../packages/dashboard-kit/src/theme/tokens';
import { WidgetRoot } from '../packages/dashboard-kit/src/ui/WidgetRoot';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
  padding: 0;
  margin: 0;
  list-style: none;
  font-family: ${({ theme }) => theme.fontFamily};
`;

const Swatch = styled.li`
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
  background: ${({ theme }) => theme.colorSurface};
  color: ${({ theme }) => theme.colorText};
  overflow: hidden;
`;

const Chip = styled.div<{ $color: string }>`
  height: 48px;
  background: ${({ $color }) => $color};
`;

const Label = styled.div`
  padding: 8px 10px;
  font-size: 13px;
  display: grid;
  gap: 2px;
  & > code {
    font-family: ${({ theme }) => theme.fontFamilyMono};
    color: ${({ theme }) => theme.colorTextMuted};
  }
`;

const Heading = styled.h2`
  font-family: ${({ theme }) => theme.fontFamily};
  color: ${({ theme }) => theme.colorText};
  font-size: 18px;
  margin: 0 0 16px;
`;

const COLOR_TOKENS = [
  'colorPrimary',
  'colorBackground',
  'colorSurface',
  'colorSurfaceMuted',
  'colorText',
  'colorTextMuted',
  'colorBorder',
  'colorDanger',
  'colorWarning',
  'colorSuccess',
  'colorFocus',
] as const satisfies readonly (keyof ThemeTokens)[];

/** The kit's theme tokens of the mode in use as swatches, for designers to check both modes. */
export function ThemeShowcase() {
  const { mode } = useThemeMode();
  const values = mode === 'dark' ? DARK_TOKENS : LIGHT_TOKENS;
  return (
    // A widget root declares the custom properties the swatches' styles refer to.
    <WidgetRoot as="section" aria-labelledby="theme-heading">
      <Heading id="theme-heading">{`Theme tokens (${mode})`}</Heading>
      <Grid>
        {COLOR_TOKENS.map((token) => (
          <Swatch key={token}>
            <Chip $color={values[token]} aria-hidden="true" />
            <Label>
              <span>{token}</span>
              <code>{values[token]}</code>
            </Label>
          </Swatch>
        ))}
      </Grid>
    </WidgetRoot>
  );
}
