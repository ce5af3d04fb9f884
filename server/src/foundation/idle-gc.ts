// A full garbage collection once the server goes quiet after a busy spell. V8 collects its old space
// when allocation asks for it, and a browser tells it when the page is idle (the memory reducer); Node
// never does, so after a burst the garbage of the burst stays resident until the next one.
// The collection is V8's most thorough, the one DevTools' "collect garbage" button runs (through an
// inspector session in this process): it also shrinks the young generation and hands emptied pages
// back, where a forced gc() keeps them for later. Measured after fifty clients fetching the 3000-game
// page, then the status call and a search: RSS 177 MiB after gc(), 160 MiB after this.
// Only after ten quiet seconds in a row, as a browser's memory reducer waits: the collection also drops
// the compiled code's feedback, so a pause between two bursts of load (a QA script's steps, a bench's
// runs) must not pay a warm-up again after each.
import inspector from 'node:inspector';
import { performance } from 'node:perf_hooks';

const CHECK_MS = 1000;
/** the event loop's busy share over a check that makes the spell worth a collection afterwards */
const BUSY = 0.25;
/** and the share under which it counts as quiet */
const QUIET = 0.02;
/** quiet checks in a row before the collection */
export const QUIET_CHECKS = 10;

/** Decides, check after check, when to collect: once QUIET_CHECKS quiet checks in a row follow a busy one. */
export function idleCollector(quietChecks = QUIET_CHECKS) {
  let owed = false;
  let quiet = 0;
  return (utilization: number): boolean => {
    if (utilization >= BUSY) {
      owed = true;
      quiet = 0;
    } else if (owed && utilization < QUIET) {
      quiet += 1;
      if (quiet < quietChecks) return false;
      owed = false;
      quiet = 0;
      return true;
    } else quiet = 0;
    return false;
  };
}

/** Collects every unreachable object and shrinks the heap to what is live; resolves once done. */
export function collectAllGarbage(): Promise<void> {
  const session = new inspector.Session();
  session.connect();
  return new Promise((resolve) =>
    session.post('HeapProfiler.collectGarbage', () =>
      // disconnecting inside the answer's callback hangs the process (Node 20): just after it, then
      setImmediate(() => {
        session.disconnect();
        resolve();
      }),
    ),
  );
}

/** Starts the watch (an unref'd timer: it never keeps the process alive); returns its stop. */
export function collectWhenIdle(): () => void {
  const due = idleCollector();
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    if (due(utilization)) void collectAllGarbage();
  }, CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
