// The request limits in one place (README "Security and hardening"): how long a request may take to
// arrive, and how often one client may call the admin surface and log in. server.ts sets them from
// the environment (env.ts takes its defaults from here, the bottom); an app built without them (tests)
// has the timeouts and no rate limits.

export interface RequestLimits {
  /** a request's headers must arrive within this (slow-header clients, "slowloris") */
  headersTimeoutMs: number;
  /** the whole request, body included, must arrive within this (bodies trickled in) */
  requestTimeoutMs: number;
  /** how often Node looks for requests past those timeouts */
  timeoutCheckIntervalMs: number;
  /** admin surface calls per client per minute; 0: unlimited */
  adminPerMinute: number;
  /** login attempts per client per minute (every login route); 0: unlimited */
  loginPerMinute: number;
}

export const DEFAULT_LIMITS: RequestLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  timeoutCheckIntervalMs: 1000,
  adminPerMinute: 0,
  loginPerMinute: 0,
};

/** The rate limits `pnpm start` applies unless the environment says otherwise. */
export const SERVER_RATE_LIMITS = { adminPerMinute: 1200, loginPerMinute: 300 } as const;
