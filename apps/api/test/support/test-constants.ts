/** Tests pin the seed's reference date so expiry-relative demo data is the same on every run. */
export const TEST_REFERENCE_DATE = new Date('2026-11-21T00:00:00Z');
