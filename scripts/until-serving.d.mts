import type { ChildProcess } from 'node:child_process';

export function answers(url: string): Promise<boolean>;

export function untilServing(url: string, options: { server?: ChildProcess; name: string; timeoutMs?: number }): Promise<void>;
