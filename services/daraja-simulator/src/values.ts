// The checks the scripting API makes of the numbers it is given.

/** A whole number of shillings, from 1. */
export const isWholeAmount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

/** A delay in ms, 0 to ten minutes. */
export const isDelay = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 600_000;
