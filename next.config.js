// @ts-check

// A sub-path to serve the site under, e.g. BASE_PATH=/portfolio for GitHub Pages.
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

/** @type {import('next').NextConfig} */
const nextConfig = {
  basePath: basePath || undefined,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  // One HTML file per route, hosted as plain files on a static CDN.
  output: 'export',
  // The icon data package ships ES modules only; jest (through next/jest) needs them compiled.
  transpilePackages: ['@iconify-icons/mdi'],
  images: {
    // A static host has no image optimisation endpoint; pictures are prepared at build time instead.
    unoptimized: true,
  },
  reactStrictMode: true,
  // A scratch copy of the site built inside this folder (scripts/scale-site.ts) takes its
  // packages from this folder's node_modules, which Turbopack only reads below its root.
  ...(process.env.TURBOPACK_ROOT ? { turbopack: { root: process.env.TURBOPACK_ROOT } } : {}),
  poweredByHeader: false,
};

module.exports = nextConfig;
