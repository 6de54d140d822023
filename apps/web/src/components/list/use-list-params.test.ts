import { describe, expect, it } from 'vitest';
import { textFilter } from './list-filters';
import { cursorFor, listRequest } from './use-list-params';

describe('a list page in the address', () => {
  const specs = { tenantName: textFilter() };

  it('asks with the cursor the address holds, and without one when it holds none', () => {
    expect(listRequest(specs, new URLSearchParams('tenantName=ani&page=4&cursor=eyJmIjo'))).toEqual({
      tenantName: 'ani',
      pageIndex: 4,
      pageSize: 25,
      cursor: 'eyJmIjo',
    });
    const plain = listRequest(specs, new URLSearchParams('page=4'));
    expect(plain).toEqual({ tenantName: '', pageIndex: 4, pageSize: 25 });
    expect('cursor' in plain).toBe(false);
  });

  it('moves to the next and previous page by the shown page’s cursors, and jumps by number', () => {
    const shown = { nextCursor: 'NEXT', prevCursor: 'PREV' };
    expect(cursorFor(shown, 5, 6)).toBe('NEXT');
    expect(cursorFor(shown, 5, 4)).toBe('PREV');
    expect(cursorFor(shown, 5, 0)).toBeNull();
    expect(cursorFor(shown, 5, 9)).toBeNull();
    expect(cursorFor(shown, 5, 5)).toBeNull();
    // The last page has no next cursor; a list that does not page by cursor answers none.
    expect(cursorFor({ nextCursor: null, prevCursor: 'PREV' }, 5, 6)).toBeNull();
    expect(cursorFor({}, 5, 6)).toBeNull();
    // Rows of another page still shown while this one loads: no cursor of theirs is used.
    expect(cursorFor(undefined, 5, 6)).toBeNull();
  });
});
