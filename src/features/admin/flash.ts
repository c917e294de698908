import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Flash } from './strings';

function isFlash(value: unknown): value is Flash {
  if (typeof value !== 'object' || value === null) return false;
  const { variant, text } = value as Record<string, unknown>;
  return (variant === 'success' || variant === 'danger') && typeof text === 'string';
}

/** Navigation state that carries a message to the next screen (e.g. 'Product added successfully!'). */
export const withFlash = (flash: Flash) => ({ state: { flash } });

/** The message the previous screen left (if any), and a way to show a new one or hide it. */
export function useFlash(): [Flash | null, (flash: Flash | null) => void] {
  const location = useLocation();
  const carried: unknown = (location.state as { flash?: unknown } | null)?.flash;
  const [flash, setFlash] = useState<{ key: string; flash: Flash | null } | null>(null);
  const current = flash?.key === location.key ? flash.flash : isFlash(carried) ? carried : null;
  return [current, (next) => setFlash({ key: location.key, flash: next })];
}
