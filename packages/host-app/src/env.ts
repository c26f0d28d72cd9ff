import { readHostEnv } from './env.logic';

/** The host's configuration, from Vite env variables (defaults: the local sandbox). */
export const hostEnv = readHostEnv(import.meta.env as Record<string, string | undefined>);
