/** Tests pin the seed's reference date so expiry-relative demo data is the same on every run. */
export const TEST_REFERENCE_DATE = new Date('2026-11-21T00:00:00Z');

/**
 * The PII key of the test runs: the seeded snapshot's demo credit applications are encrypted with it,
 * and every composed test app reads with it.
 */
export const TEST_PII_KEY = Buffer.from('bGVuZGxpbmUtdGVzdC1waWkta2V5LTMyLWJ5dGVzISE=', 'base64');
