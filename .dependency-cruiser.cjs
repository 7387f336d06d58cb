// @ts-check
/**
 * Import cycles, for `npm run check:cycles`. A cycle makes the order modules run in depend on
 * which one is imported first. Only imports that stay in the compiled code count: a type-only
 * import leaves nothing to run, so a cycle through one is harmless.
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: false,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.mjs', '.cjs', '.js', '.json'] },
  },
};
