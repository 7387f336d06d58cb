/**
 * Another owner, sharing nothing with the demo, its files written in a style of its own (tabs, double
 * quotes, no semicolons, long lines): another name and language, two projects (one
 * of a single picture, one of a landscape, a portrait and a square picture), four tracks in M4A, Ogg Vorbis, MP3 and Opus, five slides, one
 * gallery tile, pictures as phones and cameras write them. `npm run try-owner -- e2e/sites/other-owner`
 * puts it in a copy of the repository as an owner would and runs the README's test command there.
 */
import type { Translation } from "@/lib/content/schema"

export { owner } from "./owner"
export { home } from "./home"
export { about } from "./about"
export { projects } from "./projects"
export { music } from "./music"
export { services } from "./services"
export { contact } from "./contact"
export { site, pageMeta } from "./site"
export { wording } from "./wording"
/** One language: no translations. */
export const translations: Translation[] = []
export { primaryLinks, secondaryLinks, footerLinks, headerHiddenOn } from "./navigation"
