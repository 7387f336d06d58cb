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

/** A file path from the site root as a URL path: "/music/Café noir.mp3" → "/music/Caf%C3%A9%20noir.mp3". */
export function urlPath(file: string): string {
  return file.split('/').map(encodeURIComponent).join('/');
}

/**
 * A file in public/, as the owner names it in the content ("/CV 2026.pdf"), as an address to
 * write into `href` or `src`: each part URL-encoded, under the base path ("/portfolio/CV%202026.pdf").
 */
export function fileUrl(file: string): string {
  return withBasePath(urlPath(file));
}
