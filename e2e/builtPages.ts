import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The static export the tests serve. */
export const out = path.join(__dirname, '..', 'out');

/** A route's built HTML file. */
export const htmlFile = (route: string) => path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/** The scripts a built page names in its loader (React, Next.js, its components), not those its code adds later. */
export const namedScripts = (route: string) => readFileSync(htmlFile(route), 'utf8').match(/data-deferred-src="([^"]+)"/)![1]!.split(' ');
