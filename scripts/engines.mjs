/**
 * Checks that every package in package-lock.json runs on the oldest Node the project supports
 * (the root `engines.node`, e.g. `>=20.19` → 20.19.0): a package that wants a newer Node prints an
 * engine warning at `npm install` and may use what Node 20 lacks (issue 26 item 10). Exits 1 and
 * lists the offenders, with the package that pulls each one in, when any does not.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const oldest = semver.minVersion(root.engines.node).version;

const offenders = Object.entries(lock.packages)
  .filter(([path, entry]) => path && entry.engines?.node && !entry.optional)
  .filter(([, entry]) => !semver.satisfies(oldest, entry.engines.node))
  .map(
    ([path, entry]) =>
      `${path.replace(/^.*node_modules\//, '')}@${entry.version} wants Node ${entry.engines.node} (at ${path})`,
  );

if (offenders.length) {
  console.log(`Packages that do not run on Node ${oldest} (root engines ${root.engines.node}):`);
  for (const line of offenders) console.log(`  ${line}`);
  process.exit(1);
}
console.log(`every package in package-lock.json runs on Node ${oldest}`);
