// @ts-check

/** @type {import('next').NextConfig} */
const nextConfig = {
  // One HTML file per route, hosted as plain files on a static CDN.
  output: 'export',
  // The icon data package ships ES modules only; jest (through next/jest) needs them compiled.
  transpilePackages: ['@iconify-icons/mdi'],
  images: {
    // A static host has no image optimisation endpoint; pictures are prepared at build time instead.
    unoptimized: true,
  },
  reactStrictMode: true,
  poweredByHeader: false,
};

module.exports = nextConfig;
