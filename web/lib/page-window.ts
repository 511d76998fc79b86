const MAX_PAGE_LINKS = 7;

/**
 * The zero-based page indexes to offer as links: at most `maxLinks` (7 on every screen), kept around the
 * current page and clamped to the ends.
 */
export function pageWindow(current: number, totalPages: number, maxLinks: number = MAX_PAGE_LINKS): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  const count = Math.min(total, Math.max(1, Math.floor(maxLinks)));
  if (count === 0) return [];
  const page = Math.min(Math.max(0, Math.floor(current)), total - 1);
  const start = Math.min(Math.max(0, page - Math.floor(count / 2)), total - count);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** Pages needed for `totalElements` at `size` a page; an empty result still has one page. */
export function pageCount(totalElements: number, size: number): number {
  if (size <= 0) return 1;
  return Math.max(1, Math.ceil(totalElements / size));
}
