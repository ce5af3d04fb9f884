// The lazy image rules of platform-spec.md section 9: load when the image is within 1.3 viewport
// heights (observer threshold 0.1, its answers applied at most once per 200 ms), try 3 times (or
// once, the one-attempt variant), then show the fallback icon; the last 200 loaded sources render at
// once without waiting for the observer.

export const LAZY_IMAGE = {
  preLoad: 1.3,
  attempts: 3,
  cache: 200,
  threshold: 0.1,
  throttleMs: 200,
} as const;

/** The one-attempt variant: an image not worth retrying (a decoration) shows the fallback at once. */
export const ONE_ATTEMPT = 1;

/** 1.3 viewport heights: 30% of the viewport below (and above) the visible area. */
export const LAZY_ROOT_MARGIN = `${Math.round((LAZY_IMAGE.preLoad - 1) * 100)}% 0px`;

/** Attempt 1 is the plain source; a retry adds a parameter so no cache hands back the failure. */
export function attemptSource(src: string, attempt: number): string {
  if (attempt <= 1) return src;
  return `${src}${src.includes('?') ? '&' : '?'}retry=${attempt - 1}`;
}

export type ImageState = { status: 'loading'; attempt: number } | { status: 'loaded' } | { status: 'failed' };

export function imageFailed(state: ImageState, attempts: number = LAZY_IMAGE.attempts): ImageState {
  if (state.status !== 'loading') return state;
  return state.attempt < attempts ? { status: 'loading', attempt: state.attempt + 1 } : { status: 'failed' };
}

/** Sources that loaded lately, oldest first; a Set keeps insertion order. */
const loaded = new Set<string>();

export function rememberLoaded(src: string): void {
  loaded.delete(src);
  loaded.add(src);
  if (loaded.size > LAZY_IMAGE.cache) {
    const oldest = loaded.values().next().value;
    if (oldest !== undefined) loaded.delete(oldest);
  }
}

export function wasLoaded(src: string): boolean {
  return loaded.has(src);
}

export function forgetLoadedImages(): void {
  loaded.clear();
}
