/**
 * Subscribe to a notification channel (PostgreSQL LISTEN). `onEnd` runs when the subscription dies
 * (a lost connection), so its users can start again. Resolves to the unsubscribe function.
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, onEnd?: (error: unknown) => void) => Promise<() => Promise<void>>;
