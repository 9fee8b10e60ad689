import { useLayoutEffect, useRef } from 'react';

interface HistoryPaging {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Scrolling the history: new messages keep the view at the bottom when it was there; older pages
 * (loaded when the view nears the top) keep the message in view where it was.
 */
export function useHistoryScroll(shownCount: number, oldestId: string, history: HistoryPaging) {
  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef({ height: 0, top: 0, count: 0, oldestId: '' });
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = previous.current;
    if (before.count === 0) {
      box.scrollTop = box.scrollHeight;
    } else if (before.oldestId && oldestId !== before.oldestId && shownCount > before.count) {
      box.scrollTop = box.scrollHeight - before.height + before.top;
    } else if (before.height - before.top - box.clientHeight < 120) {
      box.scrollTop = box.scrollHeight;
    }
    previous.current = {
      height: box.scrollHeight,
      top: box.scrollTop,
      count: shownCount,
      oldestId,
    };
  }, [shownCount, oldestId]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    previous.current = { ...previous.current, height: box.scrollHeight, top: box.scrollTop };
    if (box.scrollTop < 80 && history.hasNextPage && !history.isFetchingNextPage) {
      void history.fetchNextPage();
    }
  };

  return { scroller, onScroll };
}
