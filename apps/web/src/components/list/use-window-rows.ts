import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Window-scrolled virtual rows: the page keeps scrolling as usual, and only the rows in view
 * (plus a margin) are in the DOM. `paddingTop`/`paddingBottom` stand in for the rest.
 */
export function useWindowRows<E extends HTMLElement>(count: number, estimateSize: number) {
  const listRef = useRef<E>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({ count, estimateSize: () => estimateSize, overscan: 8, scrollMargin });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    listRef,
    items,
    measureElement: virtualizer.measureElement,
    paddingTop: first ? first.start - scrollMargin : 0,
    paddingBottom: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
  };
}
