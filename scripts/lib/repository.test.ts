/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from './repository.cjs';

it('is the folder of the package, where .cache/ and public/ are', () => {
  const manifest = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as { name: string };
  expect(manifest.name).toBe('dev-musician-portfolio');
});
