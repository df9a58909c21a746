// Which page numbers a pager shows: a few around the current page (the range) and a few at each end (the
// margins), with a gap marker where pages are left out, so a long list stays one short row.

/** Pages around the current one. */
export const PAGE_RANGE = 3;
/** Pages always shown at each end. */
export const MARGIN_PAGES = 1;

export type PageItem = number | 'gap';

/** The items of a pager at `page` of `pages` (1-based), in order. */
export function pageItems(page: number, pages: number, range = PAGE_RANGE, margin = MARGIN_PAGES): PageItem[] {
  if (pages <= 0) return [];
  const current = Math.min(Math.max(1, page), pages);
  // The window keeps its width at the ends: on page 1 of 10 it is 1–3, on page 10 it is 8–10.
  let start = Math.max(1, current - Math.floor((range - 1) / 2));
  const end = Math.min(pages, start + range - 1);
  start = Math.max(1, end - range + 1);
  const shown = new Set<number>();
  for (let n = 1; n <= Math.min(margin, pages); n += 1) shown.add(n);
  for (let n = start; n <= end; n += 1) shown.add(n);
  for (let n = Math.max(1, pages - margin + 1); n <= pages; n += 1) shown.add(n);
  const items: PageItem[] = [];
  let previous = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - previous > 1) items.push('gap');
    items.push(n);
    previous = n;
  }
  return items;
}
