// @ts-check

const { siteAliases } = require('./scripts/lib/site-aliases.cjs');
const { leftOutModules, routeFileEndings } = require('./scripts/lib/site-shape.cjs');

// A sub-path to serve the site under, e.g. BASE_PATH=/portfolio for GitHub Pages.
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

// SITE_DIR builds another site folder's content instead of this repository's (lib/content/siteFolder.ts),
// and a site without music builds its pages without the player's code (scripts/lib/site-shape.cjs).
const moduleAliases = { ...siteAliases(process.env.SITE_DIR), ...leftOutModules(process.env.SITE_DIR) };

// The route files of the sections and languages the site has (page.music.tsx only with tracks,
// app/[lang]/'s .lang.tsx only with more than one language): see scripts/lib/site-shape.cjs.
const routeExtensions = routeFileEndings(process.env.SITE_DIR);

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
  ...(Object.keys(moduleAliases).length ? { turbopack: { resolveAlias: moduleAliases } } : {}),
  poweredByHeader: false,
};

module.exports = nextConfig;
