/**
 * Page sizes of every list (spec section 9). Kept apart from the schemas, with no zod, so that the
 * web app's list kit can read them without bundling zod into every list screen.
 */
/** DESIGN.md section 3: page sizes are capped at 10000 unless the spec asks more. */
export const MAX_PAGE_SIZE = 10_000;
export const DEFAULT_PAGE_SIZE = 25;
/** Spec section 9: page-size options 25, 50, 100 and All (10000). */
export const PAGE_SIZE_OPTIONS = [25, 50, 100, MAX_PAGE_SIZE] as const;
