import type { Page } from '@playwright/test';

/** WCAG 2.2 target size (enhanced, 2.5.5): what a thumb needs on a phone. */
export const TARGET_PX = 44;

/**
 * What does not fit on the screen as it is drawn now, each as a line naming the element:
 * - the page scrolls sideways (the document wider than the viewport);
 * - an element of the top bar, the screen or an open dialog reaches past the screen's edge, or
 *   past the card (Paper) it sits in, unless a box between them clips or scrolls it (a table's
 *   scroll area, a truncated name);
 * - when `targets` is set (a phone): a control smaller than TARGET_PX in either direction. A
 *   checkbox or radio counts with its label (a tap on either works), a switch's hidden radio as
 *   its label, a password's text input as its box. The exceptions, and why: a link inside running text (its line of words is the
 *   target, WCAG's "inline" exception); a control that is disabled (nothing to hit).
 */
export function misfits(page: Page, targets: boolean): Promise<string[]> {
  return page.evaluate(
    ({ targets, size }) => {
      const found: string[] = [];
      const width = document.documentElement.clientWidth;
      const scrollWidth = document.documentElement.scrollWidth;
      if (scrollWidth > width) found.push(`the page is ${scrollWidth} px wide in a ${width} px screen`);

      const name = (el: Element) => {
        const label =
          el.getAttribute('aria-label') ??
          el.getAttribute('data-testid') ??
          (el as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
          '';
        return `<${el.tagName.toLowerCase()}${label ? ` "${label}"` : ''}>`;
      };
      const shown = (el: Element) =>
        el.checkVisibility({ visibilityProperty: true, opacityProperty: false }) &&
        el.getBoundingClientRect().width > 0 &&
        el.getBoundingClientRect().height > 0;
      /** Whether a box between `el` and `upTo` (excluded) clips or scrolls what overflows it. */
      const clippedBefore = (el: Element, upTo: Element | null) => {
        for (let box = el.parentElement; box && box !== upTo && box !== document.body; box = box.parentElement) {
          if (getComputedStyle(box).overflowX !== 'visible') return true;
        }
        return false;
      };
      // The menu only while it is open (closed on a phone, it waits off the screen's left edge).
      const roots = Array.from(
        document.querySelectorAll(
          'header, main, [data-testid="sidebar"][data-open="true"], [role="dialog"], [role="menu"], [role="listbox"]',
        ),
      );
      const seen = new Set<Element>();
      for (const root of roots) {
        for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
          if (seen.has(el) || !shown(el)) continue;
          seen.add(el);
          const box = el.getBoundingClientRect();
          if ((box.right > width + 0.5 || box.left < -0.5) && !clippedBefore(el, null)) {
            found.push(`${name(el)} reaches ${Math.round(box.left)}..${Math.round(box.right)} px in ${width}`);
            continue;
          }
          const card = el.parentElement?.closest('.mantine-Paper-root');
          if (card && !clippedBefore(el, card)) {
            const edge = card.getBoundingClientRect();
            if (box.right > edge.right + 0.5 || box.left < edge.left - 0.5) {
              found.push(`${name(el)} sticks out of its card by ${Math.round(box.right - edge.right)} px`);
            }
          }
        }
      }
      if (!targets) return found;

      const controls = document.querySelectorAll(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="switch"], [role="radio"], [role="tab"], [role="option"], [role="menuitem"]',
      );
      for (const el of Array.from(controls)) {
        if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue;
        let target: Element = el;
        const input = el as HTMLInputElement;
        if (el.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio')) {
          target =
            el.closest('.mantine-Checkbox-body, .mantine-Radio-body, .mantine-Switch-body, .mantine-RadioCard-root') ??
            input.labels?.[0] ??
            el;
        }
        // A password's box holds its text input and the show button: the box is what is hit.
        if (el.tagName === 'INPUT' && el.parentElement?.closest('.mantine-Input-input')) {
          target = el.parentElement.closest('.mantine-Input-input') as Element;
        }
        if (!shown(target)) continue;
        const box = target.getBoundingClientRect();
        // Not on the screen sideways: the closed phone menu.
        if (box.right <= 0 || box.left >= width) continue;
        if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
          const text = el.parentElement?.textContent?.trim() ?? '';
          if (text.length > (el.textContent?.trim().length ?? 0)) continue; // a link in running text
        }
        if (box.width < size - 0.5 || box.height < size - 0.5) {
          found.push(`${name(el)} is ${Math.round(box.width)}x${Math.round(box.height)} px`);
        }
      }
      return found;
    },
    { targets, size: TARGET_PX },
  );
}
