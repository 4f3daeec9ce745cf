/**
 * Dispatches a widget event on the host element. `composed: true` lets it cross the shadow boundary and
 * `bubbles: true` lets the partner page listen anywhere above the widget, e.g. on `document`.
 *
 * @example
 * dispatchWidgetEvent(host, 'inquiry-submitted', { inquiryId: 42 });
 * // partner page: document.addEventListener('inquiry-submitted', (event) => console.log(event.detail));
 */
export function dispatchWidgetEvent<Detail>(host: HTMLElement, name: string, detail: Detail): void {
  host.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail }));
}
