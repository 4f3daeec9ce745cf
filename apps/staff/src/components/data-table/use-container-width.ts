import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The inner width (px) of the element the ref is put on, kept current as the window or the sidebar
 * changes it. It is read before the first paint, so a table fitted to it does not first draw too wide.
 * 0 where nothing is laid out (tests without a layout engine).
 *
 * @example const [ref, width] = useContainerWidth<HTMLDivElement>(); <div ref={ref}>…</div>
 */
export function useContainerWidth<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
