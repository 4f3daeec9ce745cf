// Lets React stories render the widgets' custom elements with their kebab-case attributes.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type WidgetElement<Attribute extends string> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Partial<Record<Attribute, string>>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'loan-calculator': WidgetElement<'api-key' | 'api-base' | 'amount' | 'term' | 'theme' | 'source'>;
      'credit-application': WidgetElement<'company' | 'to' | 'theme' | 'api-key' | 'api-base'>;
      'ach-viewer': WidgetElement<'batch-name' | 'src' | 'reveal'>;
    }
  }
}
