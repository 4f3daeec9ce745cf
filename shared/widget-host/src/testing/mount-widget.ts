/**
 * Puts a widget's element on the page with the given attributes, as a partner page's markup would.
 *
 * @example const element = mountWidget('loan-calculator', { 'api-key': key, 'api-base': base });
 */
export function mountWidget(tag: string, attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/**
 * Lets the widget render what the last events changed, as a person's pace between actions would.
 *
 * @example type(element, 'email', 'ann@'); await settle();
 */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
