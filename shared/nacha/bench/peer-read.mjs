// @ach/ach reading a whole file as its own process, the peer of `lendline-ach validate FILE` in
// `npm run bench:ach`. Plain JavaScript, so node runs it as is and the process pays no loader's start-up.
// Usage: node peer-read.mjs FILE; prints the number of entries read.
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';

const path = process.argv[2];
if (!path) throw new Error('usage: node peer-read.mjs FILE');
// @ach/ach 1.1.0 is CommonJS and its `to(callback)` path is broken (see bench-readers.ts): use the parser.
const parser = createRequire(import.meta.url)('@ach/ach')().getParser('ach');
let entries = 0;
parser.on('data', (file) => {
  for (const batch of file.batches ?? []) entries += batch.entries?.length ?? 0;
});
parser.on('end', () => process.stdout.write(`${entries}\n`));
createReadStream(path).pipe(parser);
