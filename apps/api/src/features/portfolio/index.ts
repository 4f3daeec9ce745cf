/**
 * What the rest of the API may use of the portfolio without reaching into it: the demo seed stores each
 * contract's delinquency the way an invoice cancel does, and the server ages it as the days pass.
 */
export { refreshDelinquency } from './contracts/past-due.ts';
export { startDelinquencyAging, type DelinquencyAging } from './contracts/delinquency-aging.ts';
