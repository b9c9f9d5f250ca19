/**
 * Resolves in a new task of the main thread, so what follows does not lengthen the current one:
 * the browser may paint and answer input in between (a phone's long task is Lighthouse's Total
 * Blocking Time: the shell's start-up steps, the catalogue's word index). `scheduler.yield` where the browser has it
 * (it keeps the rest ahead of other queued work), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
