// At most one call per interval: the first runs at once, later ones within the interval fold into
// one trailing call with the last arguments (vue-lazyload's throttle, which the spec's lazy image
// rules come from: platform-spec.md section 9, "throttle 200 ms").

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel: () => void;
}

export function throttle<A extends unknown[]>(
  run: (...args: A) => void,
  intervalMs: number,
  now: () => number = Date.now,
): Throttled<A> {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const fire = (args: A) => {
    last = now();
    run(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + intervalMs - now();
    if (wait <= 0 && timer === undefined) return fire(args);
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        if (pending) fire(pending);
        pending = undefined;
      },
      Math.max(0, wait),
    );
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
