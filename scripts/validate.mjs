#!/usr/bin/env node
// Everything CI checks, in one command (`npm run validate`, and `.ci/run` on a clean
// clone): the static checks (typecheck, lint, formatting, dead code), then the test
// stages of scripts/run-tests.mjs. It ends with the line CI reads: "N passed, N failed".
//
// Each static check counts as one suite, passed or failed, next to the tests' own
// counts, so a lint error shows in the closing line. A failed check does not stop the
// rest: everything is reported, and the exit code is non-zero if anything failed.
//
//   node scripts/validate.mjs                       static checks, then every test stage
//   node scripts/validate.mjs --static-only         static checks only
//   node scripts/validate.mjs -- --project domain   static checks, then only that stage
//                                                   (arguments after -- go to vitest)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTestStages } from './run-tests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The commands live in package.json's scripts (one definition for people and CI).
const staticChecks = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'format (prettier --check)', script: 'format:check' },
  { name: 'dead code (knip)', script: 'knip' },
];

const args = process.argv.slice(2);
const separator = args.indexOf('--');
const options = separator === -1 ? args : args.slice(0, separator);
const vitestArgs = separator === -1 ? [] : args.slice(separator + 1);
const unknown = options.filter((option) => option !== '--static-only');
if (unknown.length > 0) {
  console.error(
    `Unknown option ${unknown.join(' ')}. Usage: node scripts/validate.mjs [--static-only] [-- <vitest arguments>]`,
  );
  process.exit(2);
}
const staticOnly = options.includes('--static-only');

const summary = [];
let passed = 0;
let failed = 0;
for (const check of staticChecks) {
  console.log(`\n=== ${check.name} ===`);
  // --silent keeps npm's own banner and failure epilogue out of the log; the tools'
  // output still shows.
  const result = spawnSync('npm', ['run', '--silent', check.script], {
    cwd: root,
    stdio: 'inherit',
  });
  const ok = result.status === 0;
  if (ok) passed += 1;
  else failed += 1;
  summary.push(`${ok ? 'passed' : 'FAILED'}  ${check.name}`);
  if (result.error) console.error(result.error.message);
}

let testsOk = true;
if (!staticOnly) {
  const tests = runTestStages(vitestArgs);
  passed += tests.passed;
  failed += tests.failed;
  testsOk = tests.ok;
  summary.push(
    `${tests.ok && tests.failed === 0 ? 'passed' : 'FAILED'}  tests (${tests.passed} passed, ${tests.failed} failed)`,
  );
}

console.log(`\n=== summary ===\n${summary.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(testsOk && failed === 0 ? 0 : 1);
