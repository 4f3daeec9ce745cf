// The only module that reads build-time settings, so every other module gets them already validated.

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const config = {
  /** API base URL without a trailing slash, e.g. `/api` or `https://legacy.example.com/api`. */
  apiBaseUrl: withoutTrailingSlash(import.meta.env.VITE_API_BASE_URL || '/api'),
  productName: import.meta.env.VITE_PRODUCT_NAME || 'Lendline',
} as const;
