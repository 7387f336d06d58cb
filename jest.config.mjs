import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/out/', '<rootDir>/.next/', '<rootDir>/.base-path-site/', '<rootDir>/.scale-'],
  modulePathIgnorePatterns: ['<rootDir>/.base-path-site/', '<rootDir>/.scale-', '<rootDir>/out/'],
};

// next/jest lists node_modules as untransformed; the ESM-only packages tests load must be compiled:
// the icon data, @iconify/utils that draws it (server components' icons) and the feed writer.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = ['/node_modules/(?!(@iconify-icons|@iconify/utils|feed)/)', '^.+\\.module\\.(css|sass|scss)$'];
  return resolved;
}
