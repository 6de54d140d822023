/** What marks a field in error: an input Mantine flags, or an error line under a group (radios, a list). */
const IN_ERROR = '[aria-invalid="true"], .mantine-InputWrapper-error, [data-field-error]';
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/**
 * Brings the first field in error (in reading order) to the middle of the screen and puts the
 * cursor in it: on a phone the only error of a long form may be a screen or two above Save.
 * Answers whether there was one to show.
 */
export function showFirstError(root: ParentNode | null): boolean {
  const marked = (root ?? document).querySelector<HTMLElement>(IN_ERROR);
  if (!marked) return false;
  const input = marked.matches(FOCUSABLE)
    ? marked
    : (marked.closest('.mantine-InputWrapper-root, [data-field]') ?? marked.parentElement)?.querySelector<HTMLElement>(
        FOCUSABLE,
      );
  (input ?? marked).scrollIntoView({ block: 'center' });
  input?.focus({ preventScroll: true });
  return true;
}
