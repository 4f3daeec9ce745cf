// Fixtures other workspaces' tests and stories share: `import { … } from '@lendline/finance/testing'`.
export { FACTOR_PROGRAM, FMV_PROGRAM, ONE_DOLLAR_PROGRAM } from './offer-programs.ts';
