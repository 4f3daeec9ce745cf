import { demoCalculatorKey } from '../../../apps/api/src/db/seed/demo-api-keys.ts';

/** The demo partner page (widgets/loan-calculator/partner-demo): a dealer's site on its own origin. */
export const PARTNER_PORT = 4111;
export const PARTNER_URL = `http://localhost:${PARTNER_PORT}`;

/** The demo seed's calculator key: the first enrolled vendor's, which allows the partner page's origin. */
export const DEMO_API_KEY = demoCalculatorKey();
