import { existsSync } from 'node:fs';
import { builtDocument, htmlFile } from './builtPages';
import { site } from './sites/demo/content/site';

/**
 * The project's specs assert the tests' own site (e2e/sites/demo): before they run, make sure
 * out/ is its build and not the owner's, and say how to make it if it is not.
 */
export default function assertTestSiteBuilt() {
  const home = htmlFile('/');
  const siteName = existsSync(home)
    ? builtDocument(home).querySelector('meta[property="og:site_name"]')?.getAttribute('content')
    : undefined;
  if (siteName !== site.name) {
    throw new Error(
      "out/ does not hold the tests' own site: build it first with `npm run build:test-site` " +
        "(the owner's site is checked by `npm run test:site`).",
    );
  }
}
