import nextJest from 'next/jest.js';
import siteAliasesModule from './scripts/lib/site-aliases.cjs';

const { siteAliases, TEST_SITE } = siteAliasesModule;
// The unit tests run on the tests' own site: '@/content/*' are its content files (and jest.setup.ts its media).
const testSiteAliases = siteAliases(TEST_SITE);

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // A bound for a test that hangs, not a speed bar: on a busy 2-core machine a test that sets a PDF or runs a
  // command waits its turn, and jest's 5 s would fail it for no defect.
  testTimeout: 30_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: [
    '<rootDir>/e2e/',
    '<rootDir>/out/',
    '<rootDir>/.next/',
    '<rootDir>/.base-path-site/',
    '<rootDir>/.scale-',
    '<rootDir>/.readme-site/',
  ],
  modulePathIgnorePatterns: ['<rootDir>/.base-path-site/', '<rootDir>/.scale-', '<rootDir>/out/'],
};

// next/jest lists node_modules as untransformed; the ESM-only packages tests load must be compiled:
// the icon data, @iconify/utils that draws it (server components' icons), the feed writer, marked, and shiki
// with the packages it writes its HTML with (the hast and unist tools).
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  // next/jest's compiler resolves tsconfig's paths itself, before moduleNameMapper sees an
  // import: the test site's aliases go in beside them (an exact path wins over '@/*').
  for (const [, options] of Object.values(resolved.transform ?? {}).filter(Array.isArray)) {
    const compilerOptions = options?.jsConfig?.compilerOptions;
    if (compilerOptions?.paths)
      compilerOptions.paths = {
        ...Object.fromEntries(Object.entries(testSiteAliases).map(([name, file]) => [name, [file]])),
        ...compilerOptions.paths,
      };
  }
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${[
      '@iconify-icons',
      '@iconify/utils',
      'feed',
      'marked',
      'shiki',
      '@shikijs',
      'oniguruma-to-es',
      'oniguruma-parser',
      'regex',
      'regex-recursion',
      'regex-utilities',
      'hast-util-to-html',
      'html-void-elements',
      'property-information',
      'space-separated-tokens',
      'comma-separated-tokens',
      'zwitch',
      'stringify-entities',
      'character-entities-legacy',
      'character-entities-html4',
      'ccount',
      'hast-util-whitespace',
      'unist-util-visit',
      'unist-util-is',
      'unist-util-visit-parents',
      'devlop',
      'mdast-util-to-hast',
      'unist-util-position',
      'trim-lines',
      'micromark-util-sanitize-uri',
      'micromark-util-character',
      'micromark-util-encode',
      'micromark-util-symbol',
      'vfile',
      'vfile-message',
      'unist-util-stringify-position',
    ].join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
}
