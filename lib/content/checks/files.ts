/**
 * The files on disk the content names: pictures in content/pictures/ (readable, upright size,
 * not a HEIC, not absurdly large), the files in public/ (audio of a type browsers play, really of
 * that type; the resume), and the demo's files left in public/. Run once the records are right.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { audioType, audioTypes } from '../audio';
import { type SiteContent } from '../schema';
import { DEMO_FILE_MAX_BYTES, demoFiles } from '../demoFiles';
import { pictureUses, publicFileUses } from '../uses';
import { type LongFormFile } from '../longFormRules';
import { pictureSource } from '../siteFolder';
import { RESUME_FILE } from '../../resume/check';
import { makesResumePdf, RESUME_PDF_PATH } from '../../resume/pdf';

const audioExtensions = Object.keys(audioTypes);

/** The container music-metadata reads for each extension: a file must really be what its name says. */
const containers: Record<string, RegExp> = {
  mp3: /^MPEG$/,
  m4a: /M4A|MPEG-4|mp4|isom|mp42/i,
  aac: /ADTS|M4A|MPEG-4/i,
  ogg: /Ogg/i,
  oga: /Ogg/i,
  opus: /Ogg/i,
  wav: /WAVE/i,
  flac: /FLAC/i,
};

/** What an audio reader (music-metadata's parseFile in the build) tells of a file. */
export type ReadAudio = (file: string) => Promise<{ container?: string; duration?: number }>;

/**
 * What a picture reader (scripts/build/lib/pictures.ts with sharp, in the build) says of a file: fine,
 * fine with a warning worth reading, or an error that stops the build.
 */
export type InspectPicture = (name: string, bytes: Buffer) => Promise<{ warning?: string } | { error: string }>;

/** What is wrong with an audio file, if anything. */
async function audioProblem(file: string, onDisk: string, readAudio: ReadAudio): Promise<string | undefined> {
  const extension = file.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (!audioType(file)) return `is not an audio type browsers play (${audioExtensions.join(', ')})`;
  try {
    const format = await readAudio(onDisk);
    if (!format.container || !containers[extension]?.test(format.container)) {
      const type = extension.toUpperCase();
      return (
        `is not really ${type} (it reads as ${format.container ?? 'unknown'}): ` +
        `export it as ${type} or name it after its real type`
      );
    }
    if (!format.duration) return 'cannot be read as audio (no duration)';
  } catch (problem) {
    return `cannot be read as audio (${(problem as Error).message.split('\n')[0]})`;
  }
  return undefined;
}

export interface FileCheck {
  /** Lines that stop the build. */
  problems: string[];
  /** Lines worth reading that do not stop it (a picture that will look blurred). */
  warnings: string[];
}

/**
 * The folders in public/ the build itself fills (the picture variants, the audio files texts keep
 * beside them): none of the owner's files.
 */
const BUILT_IN_PUBLIC = ['_img', '_media'];

/**
 * The demo's files (demoFiles.ts, known by their bytes) left in public/ that the content no
 * longer names, one line each: Next.js publishes public/ whole, so each would go out with the
 * site, under the owner's name.
 */
export async function demoFilesLeft(content: SiteContent, publicDir: string, today: string): Promise<string[]> {
  if (!existsSync(publicDir)) return [];
  const named = new Set(publicFileUses(content, today).map((use) => use.path.replace(/^\//, '')));
  const files = readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !named.has(file) && !BUILT_IN_PUBLIC.some((folder) => file.startsWith(`${folder}/`)))
    .sort();
  const lines: string[] = [];
  for (const file of files) {
    // An owner's hour of audio is not read through to learn it is not the demo's.
    if (statSync(path.join(publicDir, file)).size > DEMO_FILE_MAX_BYTES) continue;
    const demo =
      demoFiles[
        createHash('sha256')
          .update(await readFile(path.join(publicDir, file)))
          .digest('hex')
      ];
    if (demo === undefined) continue;
    const which = demo === path.posix.basename(file) ? "the demo's file" : `the demo's ${demo} under another name`;
    lines.push(`public/${file}: ${which}, which no content names: delete it, or it is published with the site`);
  }
  return lines;
}

/**
 * Every problem with the files the content names: pictures in `picturesDir`, everything else
 * in `publicDir`; and the demo's files left in `publicDir`, warned about, or refused with
 * `refuseDemoFiles` (a CI build, where no one reads a warning before the site goes out).
 * Run after checkContent() has passed.
 */
export async function checkFiles(
  content: SiteContent,
  {
    publicDir,
    picturesDir,
    readAudio,
    inspectPicture,
    refuseDemoFiles = false,
    longForms = [],
    today,
  }: {
    /** The build's day: a release not out yet needs no audio until its day. */
    today: string;
    publicDir: string;
    picturesDir: string;
    readAudio: ReadAudio;
    inspectPicture: InspectPicture;
    refuseDemoFiles?: boolean;
    /** The long texts (case studies, posts), whose pictures are checked as the records' are. */
    longForms?: readonly LongFormFile[];
  },
): Promise<FileCheck> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const verdicts = new Map<string, Promise<Awaited<ReturnType<InspectPicture>> | undefined>>();
  const uses = pictureUses(content, longForms, path.resolve(picturesDir, '..', '..'));
  for (const { file, field, picture, where: namedIn } of uses) {
    // A picture beside a long text is named from the site folder, the one around content/pictures/.
    const { onDisk, shown } = picture.src.startsWith('/')
      ? pictureSource(picture.src, path.resolve(picturesDir, '..', '..'))
      : { onDisk: path.join(picturesDir, picture.src), shown: `content/pictures/${picture.src}` };
    if (!verdicts.has(picture.src))
      verdicts.set(
        picture.src,
        existsSync(onDisk)
          ? readFile(onDisk).then((bytes) => inspectPicture(picture.src, bytes))
          : Promise.resolve(undefined),
      );
    const verdict = await verdicts.get(picture.src);
    const where = `${namedIn ?? `content/${file}.ts: ${field}`}: ${shown}`;
    if (!verdict) problems.push(`${where} does not exist`);
    else if ('error' in verdict) problems.push(`${where} ${verdict.error}`);
    else if (verdict.warning && !warnings.some((line) => line.includes(`${shown} `)))
      warnings.push(`${where} ${verdict.warning}`);
  }
  for (const { file, field, path: sitePathValue } of publicFileUses(content, today)) {
    const onDisk = path.join(publicDir, sitePathValue);
    const where = `content/${file}.ts: ${field}: public${sitePathValue}`;
    if (!existsSync(onDisk)) {
      problems.push(`${where} does not exist`);
      continue;
    }
    const problem =
      audioType(sitePathValue) || field.startsWith('tracks')
        ? await audioProblem(sitePathValue, onDisk, readAudio)
        : undefined;
    if (problem) problems.push(`${where} ${problem}`);
    // A master typed here streams to a phone as it is; the catalogue folder's are made into Opus and MP3.
    else if (/\.(wav|flac)$/i.test(sitePathValue))
      warnings.push(
        `${where} is a lossless master (${(statSync(onDisk).size / 1e6).toFixed(1)} MB), which streams as it is: ` +
          'put it in content/music/ for the build to make Opus and MP3 of it (lib/content/musicFolder.ts)',
      );
  }
  if (makesResumePdf(content) && existsSync(path.join(publicDir, RESUME_PDF_PATH)))
    problems.push(
      `public${RESUME_PDF_PATH}: the build makes ${RESUME_PDF_PATH} from ${RESUME_FILE} and would publish it over ` +
        'this file: delete it, or set resumePath in content/owner.ts to publish yours instead',
    );
  (refuseDemoFiles ? problems : warnings).push(...(await demoFilesLeft(content, publicDir, today)));
  return { problems, warnings };
}
