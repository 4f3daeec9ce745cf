import { useEffect } from 'react';
import { config } from '../config.ts';

/** Sets `document.title` to `{title} - {product}`, or to the product name alone when a page has no title. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} - ${config.productName}` : config.productName;
  }, [title]);
}
