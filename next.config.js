// @ts-check

const { siteAliases } = require('./scripts/lib/site-aliases.cjs');
const { siteLanguageCodes } = require('./scripts/lib/site-languages.cjs');

// A sub-path to serve the site under, e.g. BASE_PATH=/portfolio for GitHub Pages.
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

// SITE_DIR builds another site folder's content instead of this repository's (lib/content/siteFolder.ts).
const contentAliases = siteAliases(process.env.SITE_DIR);

// The other languages' routes (app/[lang]/, files ending .lang.tsx) exist only on a site with more than one.
const routeExtensions = ['tsx', 'ts', ...(siteLanguageCodes(process.env.SITE_DIR).length > 1 ? ['lang.tsx'] : [])];

/** @type {import('next').NextConfig} */
const nextConfig = {
  basePath: basePath || undefined,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  // One HTML file per route, hosted as plain files on a static CDN.
  output: 'export',
  pageExtensions: routeExtensions,
  // The icon data package ships ES modules only; jest (through next/jest) needs them compiled.
  transpilePackages: ['@iconify-icons/mdi'],
  images: {
    // A static host has no image optimisation endpoint; pictures are prepared at build time instead.
    unoptimized: true,
  },
  reactStrictMode: true,
  // `npm test` type-checks the whole repository, every site folder's content with it, before it
  // builds anything (TYPES_CHECKED=1): its five builds skip Next.js's second pass over the same files.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  ...(Object.keys(contentAliases).length ? { turbopack: { resolveAlias: contentAliases } } : {}),
  poweredByHeader: false,
};

module.exports = nextConfig;
