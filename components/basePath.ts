/**
 * The sub-path the site is served under (BASE_PATH at build time, e.g. /portfolio on
 * GitHub Pages; empty at a domain's root). Next.js adds it to routes and its own files;
 * every other URL to a file in public/ (pictures, mp3s, the PDF, icons) goes through here.
 */
export const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/** `/resume.pdf` → `/portfolio/resume.pdf` when the site lives under /portfolio. */
export function withBasePath(path: string): string {
  return path.startsWith('/') ? `${basePath}${path}` : path;
}
