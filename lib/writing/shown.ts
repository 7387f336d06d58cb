/**
 * Whether the site shows its drafts: under `npm run dev`, whose steps before the server (the
 * content check, pictures, media, waveforms) run with SITE_DRAFTS=1 (package.json), and in the
 * server itself. The site model (lib/site/load.ts) then holds the drafts too, but for one whose
 * text the content check refuses, which the dev server could not draw; a build holds none, so
 * nothing of a draft is published.
 */
export const showsDrafts = () => process.env.NODE_ENV === 'development' || process.env.SITE_DRAFTS === '1';
