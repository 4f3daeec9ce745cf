// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { dispatchWidgetEvent } from './dispatch-widget-event.ts';

describe('dispatchWidgetEvent', () => {
  it('reaches listeners on the partner page across an enclosing shadow root', () => {
    const outerHost = document.body.appendChild(document.createElement('div'));
    const widgetHost = outerHost.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    const received: CustomEvent[] = [];
    document.addEventListener('quote-requested', (event) => received.push(event as CustomEvent));

    dispatchWidgetEvent(widgetHost, 'quote-requested', { amount: 20_000 });

    expect(received).toHaveLength(1);
    expect(received[0]?.detail).toEqual({ amount: 20_000 });
    expect(received[0]?.bubbles).toBe(true);
    expect(received[0]?.composed).toBe(true);
  });
});
