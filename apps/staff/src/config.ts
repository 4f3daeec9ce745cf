// The only module that reads build-time settings, so every other module gets them already validated.

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const config = {
  /** API base URL without a trailing slash, e.g. `/api` or `https://legacy.example.com/api`. */
  apiBaseUrl: withoutTrailingSlash(import.meta.env.VITE_API_BASE_URL || '/api'),
  productName: import.meta.env.VITE_PRODUCT_NAME || 'Lendline',
  /** Which installation this is, shown in the top bar so nobody mistakes a demo for production. */
  environmentLabel: import.meta.env.VITE_ENVIRONMENT_LABEL || 'Demo',
} as const;
