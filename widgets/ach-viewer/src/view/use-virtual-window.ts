import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

export interface VirtualWindow {
  /** The scrolling element: fixed height in CSS, focusable so the keyboard scrolls it. */
  ref: { current: HTMLDivElement | null };
  onScroll(event: Event): void;
  /** Indexes [first, last) are rendered; the others are space above and below. */
  first: number;
  last: number;
  before: number;
  after: number;
  /** Scrolls so the row is in view (a third from the top when it has to move). */
  scrollToIndex(index: number): void;
}

// Used until the element is measured, and where nothing is laid out (tests): about a screenful.
const FALLBACK_VIEWPORT = 480;
const OVERSCAN = 8;

/**
 * Fixed-height rows in a scrolling box: only the rows in view (plus a few either side) are rendered, so a
 * table of 100,000 entries costs what a table of 30 does. `resetKey` changing scrolls back to the top.
 */
export function useVirtualWindow(count: number, rowHeight: number, resetKey?: unknown): VirtualWindow {
  const ref = useRef<HTMLDivElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.clientHeight > 0) setViewport(element.clientHeight);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const resets = useRef(resetKey);
  useEffect(() => {
    if (resets.current === resetKey) return;
    resets.current = resetKey;
    if (ref.current) ref.current.scrollTop = 0;
    setScrollTop(0);
  }, [resetKey]);

  const top = Math.max(0, Math.min(scrollTop, count * rowHeight - viewport));
  const first = Math.max(0, Math.floor(top / rowHeight) - OVERSCAN);
  const last = Math.min(count, Math.ceil((top + viewport) / rowHeight) + OVERSCAN);

  return {
    ref,
    onScroll: (event) => setScrollTop((event.currentTarget as HTMLElement).scrollTop),
    first,
    last,
    before: first * rowHeight,
    after: (count - last) * rowHeight,
    scrollToIndex(index) {
      const rowTop = index * rowHeight;
      if (rowTop >= top && rowTop + rowHeight <= top + viewport) return;
      const target = Math.max(0, rowTop - Math.floor(viewport / 3));
      if (ref.current) ref.current.scrollTop = target;
      setScrollTop(target);
    },
  };
}
