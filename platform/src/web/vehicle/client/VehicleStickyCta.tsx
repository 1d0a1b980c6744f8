'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { StickyCtaBar, type StickyCtaBarProps } from '@dealer/design-system';
import { showsStickyBar } from '../../../domain/sticky-bar';

/** spec §2/§4 the sticky call-to-action bar: shown once the page has scrolled past 900px. */
export function VehicleStickyCta(
  props: Omit<StickyCtaBarProps, 'visible'> & { actions: ReactNode },
) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setVisible(showsStickyBar(window.scrollY)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);
  return <StickyCtaBar {...props} visible={visible} />;
}
