'use client';

import { useEffect, useState } from 'react';

/** The current year: prerendered with the build's year, corrected in the browser if a year has turned since. */
export function CurrentYear() {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <>{year}</>;
}
