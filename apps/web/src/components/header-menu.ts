'use client';

import { useId, useState, type MouseEvent } from 'react';

/**
 * A header button that opens a menu of choices below it (language, theme mode): the button's
 * popup announcements and the menu's place, open while the button's anchor is kept.
 */
export function useHeaderMenu() {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return {
    close,
    buttonProps: {
      'aria-haspopup': 'menu',
      'aria-controls': anchor ? menuId : undefined,
      'aria-expanded': anchor ? 'true' : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menuProps: {
      id: menuId,
      anchorEl: anchor,
      open: anchor !== null,
      onClose: close,
      anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
      transformOrigin: { vertical: 'top', horizontal: 'right' },
    },
  } as const;
}
