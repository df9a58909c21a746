import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items.ts';

describe('pager page numbers', () => {
  it('shows every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows three pages around the current one and one at each end, with gaps between', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });

  it('keeps a page asked for beyond the end inside the list', () => {
    expect(pageItems(40, 10)).toEqual([1, 'gap', 8, 9, 10]);
  });
});
