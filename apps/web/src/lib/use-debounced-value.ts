'use client';

import { useEffect, useState } from 'react';

/** The value once it stopped changing for `delayMs` (e.g. typed text before it is looked up). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
