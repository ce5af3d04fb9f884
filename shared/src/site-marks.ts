// User Timing marks the site sets on its way up (web/src/main.tsx), visible in a browser's performance
// panel and read by the bench (scripts/bench/site-load.ts).

/** As the site's first render starts: what the page loaded before it is what that render needed (the
 *  bench's "initial JavaScript"). */
export const FIRST_RENDER_MARK = 'sim:first-render';
