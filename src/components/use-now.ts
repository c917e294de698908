import { useSyncExternalStore } from 'react';

/** Countdown tick: once a second. */
export const TICK_MS = 1000;

type Listener = () => void;

/**
 * One shared clock for every countdown on the page: a single interval, running only while at least one component
 * subscribes, so N offer cards cost one timer, not N.
 */
function createTicker(intervalMs: number) {
  const listeners = new Set<Listener>();
  let now = Date.now();
  let timer: ReturnType<typeof setInterval> | undefined;
  /** The time read before the ticker runs, kept until the end of the current task. */
  let unticked: number | undefined;

  function tick() {
    now = Date.now();
    listeners.forEach((listener) => listener());
  }

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      if (timer === undefined) {
        now = Date.now();
        timer = setInterval(tick, intervalMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== undefined) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    /**
     * The time of the last tick (or of the first subscription). Before any subscription, the time now, read once per
     * task: React reads a snapshot twice in a row and must get the same value both times, whatever the clock did
     * in between (a busy machine can let a millisecond pass).
     */
    getSnapshot() {
      if (timer !== undefined) return now;
      if (unticked === undefined) {
        unticked = Date.now();
        queueMicrotask(() => {
          unticked = undefined;
        });
      }
      return unticked;
    },
    /** How many components are listening; for tests. */
    listenerCount: () => listeners.size,
    isRunning: () => timer !== undefined,
  };
}

export const ticker = createTicker(TICK_MS);

/** The current time in ms, refreshed every second by the shared ticker (countdowns, offer status). */
export function useNow(): number {
  return useSyncExternalStore(ticker.subscribe, ticker.getSnapshot, ticker.getSnapshot);
}
