// @ts-check
/**
 * Import cycles and layers, for `npm run check:imports`. A cycle makes the order modules run in
 * depend on which one is imported first, and a reader of the code go round in it: type-only
 * imports count too, so the lowest floor (the content's schemas) never reaches up. The layers, from
 * the bottom: content/ (the owner's data), lib/ (reads and checks it), components/, app/; a
 * lower one never imports a higher one (ESLint's no-restricted-imports holds content/ and lib/,
 * this the rest). scripts/lib/ is shared by the build, test, benchmark and docs tooling, and
 * imports none of them.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'This module is part of an import cycle.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'components-below-routes',
      severity: 'error',
      comment: 'A component imports no route: the route hands it its content.',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
    {
      name: 'shared-scripts-stand-alone',
      severity: 'error',
      comment: 'scripts/lib/ is shared by the build, test, benchmark and docs tooling and imports none of them.',
      from: { path: '^scripts/lib/' },
      to: { path: '^scripts/(bench|build|docs|maintain|test)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The circle scripts/lint/import-rules.test.ts shows this check failing on.
    exclude: { path: '^scripts/lint/fixtures/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.mjs', '.cjs', '.js', '.json'] },
  },
};
