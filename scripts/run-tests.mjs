#!/usr/bin/env node
// Runs every test suite (see vitest.config.ts) and ends with the line CI reads:
// "N passed, N failed".
//
// The suites run in three stages, one after another, so the heavy ones do not fight
// over the CPU (CI machines have two cores): fast tests (domain, web, server API on
// the embedded database), then the real PostgreSQL server, then the browser journeys
// (which build the site first). A stage that fails does not stop the later ones: the
// closing line counts everything.
//
//   npm test                     all stages
//   npm test -- --project web    only what you name (arguments go to vitest)
//
// scripts/validate.mjs (npm run validate, CI) runs the same stages through
// runTestStages after the static checks, and prints the closing line itself.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const reportDir = path.join(root, '.tmp');

/**
 * Runs the test stages (all of them, or one stage with the given vitest arguments)
 * and counts the tests: { passed, failed, ok }. ok is false when any stage exited
 * non-zero, even if its report counted no failed test.
 */
export function runTestStages(extra) {
  fs.mkdirSync(reportDir, { recursive: true });
  const stages = extra.length
    ? [{ name: 'selected', args: extra }]
    : [
        {
          name: 'unit and API',
          args: [
            '--project',
            'domain',
            '--project',
            'tooling',
            '--project',
            'web',
            '--project',
            'server',
            '--project',
            'conformance',
          ],
        },
        { name: 'PostgreSQL', args: ['--project', 'postgres'] },
        { name: 'browser journeys', args: ['--project', 'e2e'] },
      ];

  let passed = 0;
  let failed = 0;
  let ok = true;
  // What failed, named, so the last lines of a long run (often all a CI page shows)
  // say which test to look at.
  const failures = [];
  for (const [index, stage] of stages.entries()) {
    const reportPath = path.join(reportDir, `test-report-${index}.json`);
    fs.rmSync(reportPath, { force: true });
    console.log(`\n=== ${stage.name} ===`);
    const result = spawnSync(
      process.execPath,
      [
        vitest,
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reportPath}`,
        ...stage.args,
      ],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
      },
    );
    let stageFailed = 0;
    if (fs.existsSync(reportPath)) {
      const report = JSON.parse(fs.readFileSync(reportPath, 'utf8'));
      passed += report.numPassedTests ?? 0;
      stageFailed = report.numFailedTests ?? 0;
      for (const file of report.testResults ?? []) {
        const where = path.relative(root, file.name);
        const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
        for (const test of failedTests) {
          failures.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
        }
        // A file that failed before any of its tests ran (import error, failing beforeAll)
        // has no failed tests of its own: count it once.
        if (file.status === 'failed' && failedTests.length === 0) {
          stageFailed += 1;
          failures.push(`${where}: ${firstLine(file.message)}`);
        }
      }
    }
    // A stage that crashed without a report (or failed in global setup) counts as one failure.
    if (result.status !== 0 && stageFailed === 0) {
      stageFailed = 1;
      failures.push(
        `stage "${stage.name}" exited ${result.status ?? result.signal} without a failed test`,
      );
    }
    failed += stageFailed;
    if (result.status !== 0) ok = false;
  }
  if (failures.length) {
    console.log(`\nFailed (${failures.length}):`);
    for (const failure of failures) console.log(`  ✗ ${failure}`);
  }
  return { passed, failed, ok };
}

function firstLine(text) {
  const line =
    String(text ?? '')
      .split('\n')
      .find((l) => l.trim()) ?? 'no message';
  return line.trim().slice(0, 240);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { passed, failed, ok } = runTestStages(process.argv.slice(2));
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(ok && failed === 0 ? 0 : 1);
}
