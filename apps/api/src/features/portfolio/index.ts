/**
 * What the rest of the API may use of the portfolio without reaching into it: the demo seed stores each
 * contract's amount past due the way an invoice cancel does.
 */
export { refreshAmountPastDue } from './contracts/past-due.ts';
