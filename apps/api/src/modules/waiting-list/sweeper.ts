/** The timer that closes waiting lists every minute (`sweep.ts`), started by server.ts. */
import type { Db } from '../../db/connect.ts';
import { sweepExpiredWaitingLists } from './sweep.ts';

/**
 * Runs `sweepExpiredWaitingLists` every `intervalMs` (default one minute). The timer is unref'd,
 * so it never keeps the process alive; a run still going when the next is due is not doubled.
 * Errors go to `onError` and the timer keeps running.
 * @returns `stop`, which clears the timer and waits for a running sweep to finish.
 */
export function startWaitingListSweeper(
  db: Db,
  onError: (error: unknown) => void,
  intervalMs = 60_000,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepExpiredWaitingLists(db)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
