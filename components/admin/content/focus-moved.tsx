'use client';

import { useEffect } from 'react';

/**
 * After a move in a collection's list with JavaScript: the action's redirect is a navigation inside the page, which
 * moves the rows but leaves the focus on the page's body (the pressed button's row was moved in the document). The
 * address's fragment (#item-<id>) names the moved row's control to come back to (components/admin/content/
 * collection-list.tsx), as the browser's own fragment focus does without JavaScript: this puts the focus there.
 * Drawn again with each answer of the list (each move), so each move brings the focus back.
 */
export function FocusMoved() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id.startsWith('item-')) return;
    const target = document.getElementById(id);
    if (target && target !== document.activeElement) target.focus();
  });
  return null;
}
