/** A function whose calls are held back until `delayMs` passed without another call. */
export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops a pending call. */
  cancel(): void;
  /** Runs a pending call now. */
  flush(): void;
}

/** Delays `run` until calls pause for `delayMs`; only the last call's arguments are used. */
export function debounce<Args extends unknown[]>(
  run: (...args: Args) => void,
  delayMs: number,
): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: Args | null = null;

  const fire = () => {
    timer = null;
    const args = pending;
    pending = null;
    if (args) run(...args);
  };

  const debounced = (...args: Args) => {
    pending = args;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(fire, delayMs);
  };
  debounced.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  debounced.flush = () => {
    if (timer === null) return;
    clearTimeout(timer);
    fire();
  };
  return debounced;
}
