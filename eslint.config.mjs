import { fileURLToPath } from 'node:url';
import { includeIgnoreFile } from '@eslint/compat';
import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';

const config = [
  ...coreWebVitals,
  ...typescript,
  {
    // Layers read one way: pages (app/) -> components/ -> content/. The owner's data and its
    // rules are the floor, so a change above can never break the content check.
    files: ['content/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/components/**', '@/components/**', '**/scripts/**', '@/scripts/**', '**/app/**', '@/app/**'], message: 'content/ imports nothing from app/, components/ or scripts/: it is the lowest layer.' }] }],
    },
  },
  {
    // The site's player is a floor under the Music page: its views and store know nothing of the page.
    files: ['components/playback/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/music/**', '@/components/music/**'], message: 'components/playback/ imports nothing from components/music/: the Music page uses the player, not the other way round.' }] }],
    },
  },
  // Import cycles: `npm run check:cycles` (dependency-cruiser), which walks the import graph once
  // where import/no-cycle walked it again from every file.
  {
    // CommonJS by necessity: next.config.js, and what it shares with jest.config.mjs.
    files: ['next.config.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // What git ignores is built or measured, never written: builds, benchmark copies, reports.
  includeIgnoreFile(fileURLToPath(new URL('.gitignore', import.meta.url))),
];

export default config;
