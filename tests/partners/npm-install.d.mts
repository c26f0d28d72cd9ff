export function runUnlessSilent(command: string, args: string[], options: { cwd: string; silenceMs?: number }): Promise<'done' | 'silent'>;

export function npmInstall(args: string[], dir: string): Promise<void>;
