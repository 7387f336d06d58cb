import { readFileSync } from 'node:fs';

/** Where the build put a content picture's variants ("/_img/<hash>"), from its manifest. */
export function variantsOf(src: string): string {
  const pictures = JSON.parse(readFileSync('.cache/pictures.json', 'utf8')) as Record<string, { variants: string }>;
  const entry = pictures[src];
  if (!entry) throw new Error(`No variants were built for ${src}`);
  return entry.variants;
}
