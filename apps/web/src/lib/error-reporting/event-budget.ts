/** Session storage key counting the reports this tab sent (spec §9: a cap per session). */
export const REPORTS_SENT_STORAGE_KEY = 'bazaar_error_reports_sent';

/** The storage the budget needs; sessionStorage in the browser. */
export type BudgetStorage = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStorageOrNull(): BudgetStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings); the budget then lives in memory.
    return null;
  }
}

/**
 * At most `max` reports per browser session. The count lives in session storage, so a reload
 * does not reset it; without storage it lives as long as the page.
 */
export function createEventBudget(
  max: number,
  storage: BudgetStorage | null = sessionStorageOrNull(),
) {
  let inMemory = 0;

  const read = (): number => {
    if (!storage) return inMemory;
    try {
      const value = Number(storage.getItem(REPORTS_SENT_STORAGE_KEY));
      return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
    } catch {
      return inMemory;
    }
  };

  const write = (value: number) => {
    inMemory = value;
    try {
      storage?.setItem(REPORTS_SENT_STORAGE_KEY, String(value));
    } catch {
      // Quota or privacy mode: the in-memory count still limits this page.
    }
  };

  return {
    /** Takes one report from the budget; false once the session used it up. */
    take(): boolean {
      const sent = Math.max(read(), inMemory);
      if (sent >= max) return false;
      write(sent + 1);
      return true;
    },
    used(): number {
      return Math.max(read(), inMemory);
    },
  };
}

export type EventBudget = ReturnType<typeof createEventBudget>;
