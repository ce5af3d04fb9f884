// How the server process is doing, for system.metrics (read by the soak every few seconds): memory,
// live handles and event-loop delay. The delay histogram starts with the first read; each read
// answers the delays seen since the one before, so a sample describes its own interval.
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';

export interface ProcessMetrics {
  uptimeSeconds: number;
  rssBytes: number;
  heapUsedBytes: number;
  externalBytes: number;
  /** timers, sockets, file handles... the event loop still holds */
  activeResources: number;
  /** null on the first read (the histogram starts then) */
  eventLoopDelayMs: { mean: number; p50: number; p99: number; max: number } | null;
}

const ms = (nanoseconds: number) => Math.round(nanoseconds / 10_000) / 100;

/** Event-loop delay in intervals: each take answers the delays since the one before (null on the first). */
export function eventLoopDelaySampler(): () => ProcessMetrics['eventLoopDelayMs'] {
  let histogram: IntervalHistogram | undefined;
  return () => {
    if (!histogram) {
      histogram = monitorEventLoopDelay({ resolution: 10 });
      histogram.enable();
    }
    const delay =
      histogram.count === 0
        ? null
        : {
            mean: ms(histogram.mean),
            p50: ms(histogram.percentile(50)),
            p99: ms(histogram.percentile(99)),
            max: ms(histogram.max),
          };
    histogram.reset();
    return delay;
  };
}

/** The process has one event loop: one sampler, whoever reads it. */
const takeEventLoopDelay = eventLoopDelaySampler();

export function processMetrics(): ProcessMetrics {
  const memory = process.memoryUsage();
  return {
    uptimeSeconds: Math.round(process.uptime()),
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    externalBytes: memory.external,
    activeResources: process.getActiveResourcesInfo().length,
    eventLoopDelayMs: takeEventLoopDelay(),
  };
}
