/** Time source, replaced in tests to move past expiry windows. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };
