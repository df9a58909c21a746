// The lobby grid's paging (docs/games.md): the server answers 24 games a page, the grid shows 21 first and 18
// more each time the visitor scrolls to its end, with that reach throttled to one per 200 ms.
export const SERVER_PAGE_SIZE = 24;
export const FIRST_UI_PAGE = 21;
export const NEXT_UI_PAGE = 18;
export const SCROLL_THROTTLE_MS = 200;

/** How many games the grid shows after one more reach to its end. */
export function nextVisibleCount(visible: number): number {
  return visible < FIRST_UI_PAGE ? FIRST_UI_PAGE : visible + NEXT_UI_PAGE;
}

/** Whether the server has to be asked for another page before the grid can show `visible` games. */
export function needsServerPage(visible: number, loaded: number, total: number): boolean {
  return loaded < Math.min(visible, total);
}

/** The next server page to ask for, or undefined when every game is loaded. */
export function nextServerPage(lastPage: { pageNum: number; totalPages: number }): number | undefined {
  return lastPage.pageNum < lastPage.totalPages ? lastPage.pageNum + 1 : undefined;
}

/**
 * Calls `run` at most once per `ms`: the first call at once, a call inside the window once at its end (so
 * the last scroll of a burst is never lost). `cancel` drops a pending call.
 */
export function throttle(
  run: () => void,
  ms: number,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
  now: () => number = Date.now,
) {
  let last = -Infinity;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    pending = undefined;
    last = now();
    run();
  };
  const call = () => {
    const wait = last + ms - now();
    if (wait <= 0) fire();
    else pending ??= timers.setTimeout(fire, wait);
  };
  call.cancel = () => {
    if (pending !== undefined) timers.clearTimeout(pending);
    pending = undefined;
  };
  return call;
}
