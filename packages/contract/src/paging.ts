/**
 * Page sizes of every list (spec section 9). Kept apart from the schemas, with no zod, so that the
 * web app's list kit can read them without bundling zod into every list screen.
 */
/** DESIGN.md section 3: page sizes are capped at 10000 unless the spec asks more. */
export const MAX_PAGE_SIZE = 10_000;
export const DEFAULT_PAGE_SIZE = 25;
/**
 * The highest page number a list takes: a chain's audit trail of 50,000,000 entries is 2,000,000
 * pages of 25, and its last page must be reachable by number (the list's Last button).
 */
export const MAX_PAGE_INDEX = 100_000_000;
/** Spec section 9: page-size options 25, 50, 100 and All (10000). */
export const PAGE_SIZE_OPTIONS = [25, 50, 100, MAX_PAGE_SIZE] as const;
