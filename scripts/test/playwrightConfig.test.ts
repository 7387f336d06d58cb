/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';

const root = path.join(__dirname, '..', '..');

/** The tests Playwright would run in one window of the main configuration: each one's spec file and tags. */
function listed(project: string) {
  const output = execFileSync(
    path.join(root, 'node_modules', '.bin', 'playwright'),
    ['test', '--list', `--project=${project}`, '--reporter=json'],
    // Playwright refuses to run inside a jest worker, which it knows by this variable.
    { cwd: root, encoding: 'utf8', env: { ...process.env, JEST_WORKER_ID: undefined }, maxBuffer: 64 << 20 },
  );
  const tests: { file: string; tags: string[] }[] = [];
  const walk = (suite: JSONReportSuite, file: string) => {
    for (const spec of suite.specs) tests.push({ file, tags: spec.tags });
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of (JSON.parse(output) as JSONReport).suites) walk(suite, suite.file);
  return tests;
}

describe('which window a browser test runs in', () => {
  const phone = listed('phone');
  const desktop = listed('desktop');
  const inFile = (tests: typeof phone, name: string) => tests.filter(({ file }) => file === `${name}.spec.ts`);

  it('runs every test of the project once, in the desktop window, tagged or not', () => {
    expect(inFile(desktop, 'contact').length).toBeGreaterThan(0);
    expect(desktop.some(({ tags }) => tags.includes('layout'))).toBe(true);
    expect(desktop.some(({ tags }) => !tags.includes('layout'))).toBe(true);
  });

  it('runs the layout specs whole in the phone window, and of the others only the tests tagged @layout', () => {
    for (const name of ['home', 'menu', 'projects', 'early-taps', 'accessibility', 'first-view']) {
      expect(inFile(phone, name).length).toBe(inFile(desktop, name).length);
    }
    const others = [...inFile(phone, 'music'), ...inFile(phone, 'languages'), ...inFile(phone, 'about')];
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter(({ tags }) => !tags.includes('layout'))).toEqual([]);
    expect(inFile(phone, 'music').length).toBeLessThan(inFile(desktop, 'music').length);
    expect(inFile(phone, 'contact')).toEqual([]);
  });

  it('leaves the other suites and the timing specs to their own configurations and projects', () => {
    for (const { file } of [...phone, ...desktop]) {
      expect(file).not.toMatch(/(base-path|scale|nginx|\.timing)\.spec\.ts|^owner\//);
    }
  });
});
