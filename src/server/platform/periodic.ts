/**
 * A job an instance runs on its own clock (the morning digest, the embedded database's VACUUM, the
 * exchange rates): once at start, then every `intervalMs`. A beat while the last run is still going
 * is skipped; a failure goes to `onError` and the next beat tries again; `stop` waits for the run
 * in flight, so a graceful shutdown never cuts one. The timer never keeps the process alive.
 */
export function createPeriodicJob(run: () => Promise<unknown>, onError: (error: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  function beat(): void {
    if (running) return;
    running = run()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  }

  return {
    start(intervalMs: number): void {
      if (timer) return;
      timer = setInterval(beat, intervalMs);
      timer.unref();
      beat();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
