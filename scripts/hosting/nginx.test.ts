/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

describe('the nginx configuration', () => {
  it('is quoted whole in docs/hosting.md, so what people copy is what the tests run', () => {
    const conf = readFileSync(path.join(__dirname, 'nginx.conf'), 'utf8');
    const hosting = readFileSync(path.join(__dirname, '..', '..', 'docs', 'hosting.md'), 'utf8');
    expect(hosting).toContain(`\`\`\`nginx\n${conf}\`\`\``);
  });
});
