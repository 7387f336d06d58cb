/**
 * Checks the owner's content before every build: the shape of each record (with zod, against
 * the schemas in lib/content/schema.ts, which also give the records their types), then
 * every file it names: pictures in content/pictures/ (readable, upright size, not a HEIC, not
 * absurdly large) and the files in public/ (audio of a type browsers play, really of that
 * type, the resume). Each problem is one line naming the content file and the field, so an
 * owner can fix it without reading code. Counts are free: one or more of everything.
 *
 * Each check is a file of lib/content/checks/ by what it checks: the records, the long texts,
 * the translations, the files on disk.
 */
// Named, not `export *`: a build script run as an ES module (tsx) sees only the names written out.
export { checkContent, checkRecords, leftOutLinkProblems, pageMetaProblems, themeProblems } from './checks/records';
export { longFormCheck, sitePages } from './checks/texts';
export { translationProblems, wordingProblems } from './checks/translations';
export { checkFiles, demoFilesLeft, type FileCheck, type InspectPicture, type ReadAudio } from './checks/files';
