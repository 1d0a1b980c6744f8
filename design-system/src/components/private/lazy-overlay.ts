'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * The state of a button whose overlay (menu, dialog, drawer) loads its code on the first press:
 * whether it is open, whether it has been asked for yet (from then on it is rendered, so it
 * can close with its animation and hand focus back), and the button focus returns to.
 */
export function useLazyOverlay<T extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<T>(null);
  const show = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);
  return { open, setOpen, wanted, show, trigger };
}
