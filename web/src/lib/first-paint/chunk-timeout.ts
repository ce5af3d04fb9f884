// A script chunk that has not arrived after 120 s fails as a missing one would (platform-spec.md
// sections 8 and 9: "Script chunk loading fails with timeout or missing-file error after 120
// seconds"): the page's error boundary shows its error, and the next try fetches the chunk again.

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`Loading chunk timed out after ${ms / 1000} s`);
    this.name = 'ChunkTimeoutError';
  }
}

/** `loading`, or a ChunkTimeoutError once `ms` have passed without it settling. */
export function withChunkTimeout<T>(loading: Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}
