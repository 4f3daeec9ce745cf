export { createRandom } from './seeded-random.ts';
export type { Draws, Random } from './seeded-random.ts';
