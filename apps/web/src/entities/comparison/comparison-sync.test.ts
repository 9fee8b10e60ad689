import { describe, expect, it, vi } from 'vitest';
import { createComparisonSync, type ComparisonSyncDependencies } from './comparison-sync';

const A = '0b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b41';
const B = '0b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b42';
const C = '0b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b43';

/** Local storage shared by "tabs", and one lock they queue on, as the browser has them. */
function browser(initial: string[] | undefined) {
  let stored = initial;
  let queue: Promise<unknown> = Promise.resolve();
  const send = vi.fn(async (ids: string[]) => ({ products_in_comparison: ids.length }));
  const usable = vi.fn(async (ids: string[]) => ids);
  const deps: ComparisonSyncDependencies = {
    read: () => [...(stored ?? [])],
    write: (ids) => {
      stored = ids;
    },
    usable,
    send,
    isRefusal: (error) => error instanceof Error && error.message === '409',
    exclusive: <T>(run: () => Promise<T>) => {
      const next = queue.then(run);
      queue = next.catch(() => undefined);
      return next;
    },
  };
  return { deps, send, usable, stored: () => stored };
}

describe('createComparisonSync', () => {
  it('sends the stored ids once as an include list, then clears them', async () => {
    const tab = browser([A, B, C]);
    const outcome = await createComparisonSync(tab.deps)();
    expect(tab.send).toHaveBeenCalledExactlyOnceWith([A, B, C]);
    expect(outcome).toEqual({ kind: 'sent', ids: [A, B, C], products_in_comparison: 3 });
    expect(tab.stored()).toBeUndefined();
  });

  it('shares one sync between calls made while it runs (re-renders, a second effect)', async () => {
    const tab = browser([A, B]);
    const sync = createComparisonSync(tab.deps);
    const [first, second] = await Promise.all([sync(), sync()]);
    expect(tab.send).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    // Once cleared, a later call has nothing to send.
    expect(await sync()).toEqual({ kind: 'nothing' });
    expect(tab.send).toHaveBeenCalledTimes(1);
  });

  it('lets a second tab find the ids gone instead of sending them again', async () => {
    const shared = browser([A, B]);
    const [one, two] = [createComparisonSync(shared.deps), createComparisonSync(shared.deps)];
    const outcomes = await Promise.all([one(), two()]);
    expect(shared.send).toHaveBeenCalledTimes(1);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['nothing', 'sent']);
  });

  it('keeps the ids when the call fails, and sends them the next time', async () => {
    const tab = browser([A, B]);
    tab.send.mockRejectedValueOnce(new Error('503'));
    const sync = createComparisonSync(tab.deps);
    expect((await sync()).kind).toBe('failed');
    expect(tab.stored()).toEqual([A, B]);
    expect((await sync()).kind).toBe('sent');
    expect(tab.send).toHaveBeenCalledTimes(2);
    expect(tab.stored()).toBeUndefined();
  });

  it('clears only what it sent: an id stored meanwhile waits for the next sync', async () => {
    const tab = browser([A]);
    tab.send.mockImplementationOnce(async (ids) => {
      tab.deps.write([...tab.deps.read(), B]);
      return { products_in_comparison: ids.length };
    });
    await createComparisonSync(tab.deps)();
    expect(tab.stored()).toEqual([B]);
  });

  it('does nothing without stored ids, and drops stored values that are no product id', async () => {
    const empty = browser(undefined);
    expect(await createComparisonSync(empty.deps)()).toEqual({ kind: 'nothing' });
    expect(empty.send).not.toHaveBeenCalled();

    const broken = browser(['7', A]);
    await createComparisonSync(broken.deps)();
    expect(broken.send).toHaveBeenCalledExactlyOnceWith([A]);
    expect(broken.stored()).toBeUndefined();

    const useless = browser(['7']);
    expect(await createComparisonSync(useless.deps)()).toEqual({ kind: 'nothing' });
    expect(useless.send).not.toHaveBeenCalled();
    expect(useless.stored()).toBeUndefined();
  });

  it('leaves out listings withdrawn since they were stored, and clears them all', async () => {
    const tab = browser([A, B, C]);
    tab.usable.mockResolvedValueOnce([A, C]);
    const outcome = await createComparisonSync(tab.deps)();
    expect(tab.send).toHaveBeenCalledExactlyOnceWith([A, C]);
    expect(outcome).toMatchObject({ kind: 'sent', ids: [A, C] });
    expect(tab.stored()).toBeUndefined();

    const gone = browser([B]);
    gone.usable.mockResolvedValueOnce([]);
    expect(await createComparisonSync(gone.deps)()).toEqual({ kind: 'nothing' });
    expect(gone.send).not.toHaveBeenCalled();
    expect(gone.stored()).toBeUndefined();
  });

  it('keeps the ids when the listings cannot be checked, lets them go when refused for good', async () => {
    const offline = browser([A]);
    offline.usable.mockRejectedValueOnce(new Error('network'));
    expect((await createComparisonSync(offline.deps)()).kind).toBe('failed');
    expect(offline.stored()).toEqual([A]);

    const full = browser([A, B]);
    full.send.mockRejectedValueOnce(new Error('409'));
    expect((await createComparisonSync(full.deps)()).kind).toBe('refused');
    expect(full.stored()).toBeUndefined();
  });
});
