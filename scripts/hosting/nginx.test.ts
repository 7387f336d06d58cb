/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

describe('the nginx configuration', () => {
  it('is quoted whole in the README, so what people copy is what the tests run', () => {
    const conf = readFileSync(path.join(__dirname, 'nginx.conf'), 'utf8');
    const readme = readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
    expect(readme).toContain(`\`\`\`nginx\n${conf}\`\`\``);
  });
});
