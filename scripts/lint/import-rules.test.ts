/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repository = path.resolve(__dirname, '..', '..');

describe('npm run check:imports', () => {
  it('fails on a circle of imports, a type-only one too, naming its modules', async () => {
    // The project's own rules, but for the line that keeps the fixture out of the project's run.
    const folder = mkdtempSync(path.join(tmpdir(), 'cruise-'));
    const config = path.join(folder, 'cruise.cjs');
    writeFileSync(
      config,
      `const config = require(${JSON.stringify(path.join(repository, '.dependency-cruiser.cjs'))});\n` +
        'module.exports = { ...config, options: { ...config.options, exclude: undefined } };\n',
    );
    const cruise = run(
      path.join(repository, 'node_modules', '.bin', 'depcruise'),
      ['--config', config, 'scripts/lint/fixtures/import-circle'],
      { cwd: repository },
    );
    await expect(cruise).rejects.toMatchObject({
      stdout: expect.stringMatching(/error no-circular: scripts\/lint\/fixtures\/import-circle\/(release|track)\.ts →/),
    });
    rmSync(folder, { recursive: true, force: true });
  }, 60_000);
});

describe('the lint rule: a component that reads files imports server-only', () => {
  /** ESLint's messages on this code as a file in components/, with the project's config as npm run lint runs it. */
  const lint = async (code: string) => {
    const eslint = execFile(
      path.join(repository, 'node_modules', '.bin', 'eslint'),
      ['--stdin', '--stdin-filename', 'components/reads.ts', '--format', 'json'],
      { cwd: repository },
    );
    eslint.stdin!.end(code);
    const output = await new Promise<string>((resolve) => {
      let out = '';
      eslint.stdout!.on('data', (chunk: string) => (out += chunk));
      eslint.on('close', () => resolve(out));
    });
    const [result] = JSON.parse(output) as { messages: { ruleId: string; message: string }[] }[];
    return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
  };
  const reader =
    "import { readFileSync } from 'node:fs';\n\nexport const text = () => readFileSync('a.txt', 'utf8');\n";

  it('names a node:fs import in components/ without server-only', async () => {
    expect(await lint(reader)).toEqual([
      "local/reads-files-server-only: This file reads the file system (node:fs): import 'server-only' too, " +
        'so no client component can import it.',
    ]);
  }, 60_000);

  it('takes it with server-only', async () => {
    expect(await lint(`import 'server-only';\n${reader}`)).toEqual([]);
  }, 60_000);
});
