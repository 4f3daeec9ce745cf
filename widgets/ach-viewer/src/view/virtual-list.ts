import { Component, createRef } from 'preact';

// Used until the element is measured, and where nothing is laid out (tests): about a screenful.
const FALLBACK_VIEWPORT = 480;
const OVERSCAN = 8;

/**
 * Fixed-height rows in a scrolling box: only the rows in view (plus a few either side) are rendered, so a
 * table of 100,000 entries costs what a table of 30 does. A component that lists rows extends it, puts
 * `box` and `onScroll` on its scrolling element (fixed height in CSS, focusable so the keyboard scrolls it)
 * and asks `window(count)` which rows to render.
 */
export abstract class VirtualList<P, S = object> extends Component<P, S> {
  /** Keep in step with the row height in the styles: the window arithmetic relies on it. */
  rowHeight = 32;
  box = createRef<HTMLDivElement>();
  /** The box's scroll position, and the same kept within the rows' extent at the last render. */
  scrolled = 0;
  windowTop = 0;
  viewport = FALLBACK_VIEWPORT;
  observer?: ResizeObserver;

  override componentDidMount(): void {
    const element = this.box.current!;
    const measure = () => {
      const height = element.clientHeight;
      if (height > 0 && height !== this.viewport) {
        this.viewport = height;
        this.forceUpdate();
      }
    };
    measure();
    (this.observer = new ResizeObserver(measure)).observe(element);
  }

  override componentWillUnmount(): void {
    this.observer?.disconnect();
  }

  onScroll = (event: Event): void => {
    this.scrolled = (event.currentTarget as HTMLElement).scrollTop;
    this.forceUpdate();
  };

  /** The rows to render, indexes [first, last), and the space of the others above and below, in px. */
  window(count: number): [first: number, last: number, before: number, after: number] {
    const height = this.rowHeight;
    const top = (this.windowTop = Math.max(0, Math.min(this.scrolled, count * height - this.viewport)));
    const first = Math.max(0, Math.floor(top / height) - OVERSCAN);
    const last = Math.min(count, Math.ceil((top + this.viewport) / height) + OVERSCAN);
    return [first, last, first * height, (count - last) * height];
  }

  /** Scrolls to a position in px. */
  scrollTo(top: number): void {
    if (this.box.current) this.box.current.scrollTop = top;
    this.scrolled = top;
    this.forceUpdate();
  }

  /** Scrolls so the row is in view (a third from the top when it has to move). */
  scrollToIndex(index: number): void {
    const rowTop = index * this.rowHeight;
    if (rowTop < this.windowTop || rowTop + this.rowHeight > this.windowTop + this.viewport) {
      this.scrollTo(Math.max(0, rowTop - Math.floor(this.viewport / 3)));
    }
  }
}
