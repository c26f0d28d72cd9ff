export function runUnlessSilent(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; silenceMs?: number },
): Promise<'done' | 'silent'>;

export function npmInstall(args: string[], dir: string, options?: { env?: NodeJS.ProcessEnv; silenceMs?: number }): Promise<void>;
