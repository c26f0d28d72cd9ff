// Types `theme` inside the kit's styled templates. This file is not reachable from index.ts,
// so the published typings never change a host's own styled-components theme type.
import 'styled-components';
import type { DashboardTheme } from './tokens';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends DashboardTheme {}
}
