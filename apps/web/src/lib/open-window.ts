// Opening an address in a new window from a click. A browser that blocks popups answers window.open with
// null; the caller then tells the visitor how to let it through instead of failing silently.

/** Opens the address in a new window; answers false when the browser blocked it. */
export function openInNewWindow(url: string, open: typeof window.open = window.open.bind(window)): boolean {
  // Not "noopener" in the features: with it every browser answers null, blocked or not. The opener is cut
  // by hand instead, so the new page cannot reach back into the site.
  const opened = open(url, '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}
