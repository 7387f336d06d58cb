/**
 * A module of the site's own browser code bundled on its own into one minified script, which
 * runs `install()` from it: the early taps in every page's head, the embed pages' player.
 */
import { buildSync } from 'esbuild';
import { repositoryRoot } from '../../lib/repository.cjs';

export function browserScript(module: string, install: string) {
  return buildSync({
    stdin: {
      contents: `import { ${install} } from './${module}';\n${install}();`,
      resolveDir: repositoryRoot,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
  }).outputFiles[0]!.text.trim();
}
