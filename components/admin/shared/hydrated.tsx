'use client';

import { useEffect } from 'react';

/** Marks the page interactive once React has hydrated it, as the public site's effects do (tests wait for it). */
export function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
