import { fileURLToPath } from 'node:url';
import { includeIgnoreFile } from '@eslint/compat';
import stylistic from '@stylistic/eslint-plugin';
import coreWebVitals from 'eslint-config-next/core-web-vitals';
import typescript from 'eslint-config-next/typescript';
import { serverOnlyPlugin } from './scripts/lint/server-only-rule.mjs';

const config = [
  ...coreWebVitals,
  ...typescript,
  {
    // Prettier wraps code at 120 columns but leaves comments and strings as they are: this holds them to it too.
    files: ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { '@stylistic': stylistic },
    rules: { '@stylistic/max-len': ['error', { code: 120, ignoreUrls: true }] },
  },
  {
    // Data, not code: the owner's content (and the test sites' copies of it) and the interface words, one
    // translated sentence a line. A sentence is read and translated whole, so it is not broken across lines.
    files: ['content/**', 'docs/demo/**', 'e2e/sites/**', 'lib/i18n/dictionaries/??.ts'],
    rules: { '@stylistic/max-len': 'off' },
  },
  {
    // Layers read one way: pages (app/) -> components/ -> lib/ -> content/. The owner's data is
    // the floor: it takes only its types from lib/, so a change above can never break it.
    files: ['content/**/*.ts', 'docs/demo/content/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/components/**', '@/components/**', '**/scripts/**', '@/scripts/**', '**/app/**', '@/app/**'],
              message: 'content/ imports nothing from app/, components/ or scripts/: it is the lowest layer.',
            },
            {
              group: ['**/lib/**', '@/lib/**'],
              allowTypeImports: true,
              message: "content/ takes only types from lib/ (import type): it holds the owner's data, not code.",
            },
          ],
        },
      ],
    },
  },
  {
    // The site's code under the pages: the content's shape and check, the translation merge, the
    // interface dictionaries. It is given the content it works on, so one code serves any site folder.
    files: ['lib/**/*.ts'],
    // The one list of the site folder's content files for the pages (the content check reads them by their paths).
    ignores: ['**/*.test.ts', 'lib/site/records.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/components/**', '@/components/**', '**/scripts/**', '@/scripts/**', '**/app/**', '@/app/**'],
              message: 'lib/ imports nothing from app/, components/ or scripts/: they are built on it.',
            },
            {
              group: ['@/content', '@/content/*'],
              message:
                'lib/ is given the content it works on (as an argument), never imports it: ' +
                'the same code serves every site folder.',
            },
          ],
        },
      ],
    },
  },
  {
    // The pages read the checked model (lib/site/built.ts), never the raw records: what a schema trims is
    // what they show.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/content', '@/content/*'],
              message:
                "Pages read the checked site (lib/site/pageContent.ts's contentOfPage), not content/ as written.",
            },
          ],
        },
      ],
    },
  },
  {
    // A component that reads files runs at build time only (components/**: scripts/lint/server-only-rule.mjs).
    files: ['components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { local: serverOnlyPlugin },
    rules: { 'local/reads-files-server-only': 'error' },
  },
  {
    // The site's player is a floor under the Music page: its views and store know nothing of the page.
    files: ['components/playback/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/music/**', '@/components/music/**'],
              message:
                'components/playback/ imports nothing from components/music/: ' +
                'the Music page uses the player, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // Client components get their words as props; only the player bar, above every language's
    // layout, reads the language on screen (components/i18n/SharedWords.tsx says why).
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['components/playback/NowPlayingBar.tsx', 'components/i18n/SharedWords*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/SharedWords'],
              importNames: ['useShownWords'],
              message:
                'Only the player bar reads the language on screen: ' +
                'give a client component the words it shows as props.',
            },
          ],
        },
      ],
    },
  },
  // Import cycles: `npm run check:imports` (dependency-cruiser), which walks the import graph once
  // where import/no-cycle walked it again from every file.
  {
    // CommonJS by necessity: next.config.js, and what it shares with jest.config.mjs.
    files: ['next.config.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // What git ignores is built or measured, never written: builds, benchmark copies, reports.
  includeIgnoreFile(fileURLToPath(new URL('.gitignore', import.meta.url))),
  // Other site generators' blogs, as they hold them (npm run import's fixtures): a script there is a post's, not ours.
  { ignores: ['e2e/sites/imports/'] },
];

export default config;
