/** The moov-io/ach fixtures copied into test-data/ach (see its README). */
export declare const FIXTURE_DIR: string;
/** A fixture's bytes by its path under test-data/ach, e.g. 'valid-sec/ppd-debit.ach'. */
export declare function fixture(path: string): Buffer;
/** Every ACH fixture except the large gzip, as paths under test-data/ach. */
export declare function fixturePaths(): string[];
/** The 100,000-entry fixture, gunzipped. */
export declare function largeFixture(): Buffer;
