// Writes test-durations.json (the seconds of every test file that took at least one, per project) from the
// `.test-results/*.run.json` files of the last `npm test` or `npm run test:unit`: test-sequencer.ts starts the longest
// files first. Run it after a full run on an idle machine when files have been added or have grown.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, '.test-results');
const durations = {};
for (const name of fs.readdirSync(resultsDir).filter((file) => file.endsWith('.run.json'))) {
  const { files } = JSON.parse(fs.readFileSync(path.join(resultsDir, name), 'utf8'));
  for (const { project, file, seconds } of files) if (seconds >= 1) durations[`${project}:${file}`] = seconds;
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([, a], [, b]) => b - a));
if (Object.keys(sorted).length === 0) {
  console.error('No .test-results/*.run.json with timings: run `npm run test:unit` first.');
  process.exit(1);
}
fs.writeFileSync(path.join(root, 'test-durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`test-durations.json: ${Object.keys(sorted).length} files of at least one second.`);
