/**
 * Everything the owner personalises, in one place: edit the files beside this one (and swap
 * the files in `public/`); pages read the content only from here. This folder holds only the
 * owner's own: these records, their translations (translations/) and pictures (pictures/).
 *
 * The code that reads them lives in lib/. The records' shape is written once, in
 * lib/content/schema.ts: each field's rule with the comment your editor shows when you hover
 * it, and the types these files import (Owner, Project, Track, …) inferred from those rules.
 * The content check that runs before every build (`npm run check-content`) is
 * lib/content/check.ts; the site's own words in each language are lib/i18n/dictionaries/
 * (change any of them in wording.ts).
 *
 * The build can be pointed at another site folder (SITE_DIR, see lib/content/siteFolder.ts): its
 * own `content/index.ts`, shaped like this one, then stands in for this file.
 */
export { owner } from './owner';
export { home } from './home';
export { about } from './about';
export { projects } from './projects';
export { music } from './music';
export { services } from './services';
export { contact } from './contact';
export { site, pageMeta } from './site';
export { wording } from './wording';
export { translations } from './translations';
export { primaryLinks, secondaryLinks, footerLinks, headerHiddenOn } from './navigation';
