export function runUnlessSilent(command: string, args: string[], options: { cwd: string; silenceMs?: number }): Promise<'done' | 'silent'>;

export function npmUnlessHung(command: 'ci' | 'install', args: string[], dir: string): Promise<void>;
