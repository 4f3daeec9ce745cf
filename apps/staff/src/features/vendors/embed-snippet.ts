/**
 * The HTML a vendor pastes into its website to show the loan calculator for its key: the widget bundle
 * from this installation's origin, then the element.
 *
 * @example embedSnippet('https://lendline.example.com', 'llk_…')
 */
export function embedSnippet(origin: string, apiKey: string): string {
  return (
    `<script src="${origin}/widgets/loan-calculator.js" defer></script>\n` +
    `<loan-calculator api-key="${apiKey}"></loan-calculator>`
  );
}
