/**
 * The cards the sandbox's checkout offers to save for auto-recharge, as card processors'
 * test cards do: one that pays, one that is saved but declines every charge.
 */
export const SANDBOX_CARDS = {
  '4242': { brand: 'visa', declines: false },
  '0341': { brand: 'visa', declines: true },
} as const;

export type SandboxCard = keyof typeof SANDBOX_CARDS;

export const isSandboxCard = (value: unknown): value is SandboxCard => typeof value === 'string' && Object.hasOwn(SANDBOX_CARDS, value);
