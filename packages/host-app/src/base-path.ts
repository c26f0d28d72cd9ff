import { hostEnv } from './env';

/** Where the dashboard is mounted on its origin (VITE_BASE_PATH), '' at the root: the router's base and the kit's. */
export const basePath = hostEnv.basePath;
