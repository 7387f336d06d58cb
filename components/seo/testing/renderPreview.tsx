/**
 * Draws one link-preview picture with the real renderer, offline, and prints what it tried to
 * fetch and whether it made a PNG, as JSON. Run by the unit tests in a Node process of its own
 * (`node --conditions=react-server --import tsx`): the renderer loads its WebAssembly through
 * dynamic imports, which jest's module system does not run.
 */
import { ogImage } from '../ogImage';
import type { SharedPage } from '../sharedPages';

const [heading = '', subheading = '', siteName = ''] = process.argv.slice(2);
const fetched: string[] = [];
const fetchFromMemory = globalThis.fetch;
// The renderer fetches its own WebAssembly from data: URLs; anything else would go to the web.
globalThis.fetch = async (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.startsWith('data:')) return fetchFromMemory(input, init);
  fetched.push(url);
  throw new Error('offline');
};
// The renderer reports a font it could not fetch on the console: that is the answer, not noise.
console.error = () => {};

const page: SharedPage = { path: '/', pagePath: '/', title: heading, description: subheading, ogName: 'home', ogImage: '/og/home.png', heading, subheading, siteName };
void ogImage(page)
  .arrayBuffer()
  .then((picture) => {
    const png = Buffer.from(picture);
    process.stdout.write(JSON.stringify({ fetched, png: png.subarray(1, 4).toString() }));
  });
