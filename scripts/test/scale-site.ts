/**
 * No package does this: the sets follow this site's own content types and files.
 * A site folder (lib/content/siteFolder.ts: content/ and public/) whose content is ten times the
 * test site's (e2e/sites/demo), made from its own files, for `npm run bench:scale` and the
 * browser checks of `npm run test:scale`, which build it with SITE_DIR like any other site.
 * It never touches the owner's content/ or public/.
 *   tsx scripts/test/scale-site.ts [bench|test|demo] [--distinct] [--dir .scale-site]
 *
 * bench: 60 tracks as 10 releases of 6, 30 projects of 3 pictures, 3 tiles of 30 pictures,
 *        90 phone pictures, 90 slides (the 10× set).
 * test:  the same, with the cases an owner's content brings: one track in WAV under its own
 *        file name, a project with one picture, tiles of uneven length (and a fourth tile of
 *        one picture), and a slideshow of one picture.
 * demo:  the test site's content, unchanged (the 1× side of the benchmark, built the same way).
 * --distinct makes every picture a different file (tinted), so the build encodes each one as
 * an owner's own photos would be; without it, copies share their variants.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { about, home, music, projects } from '../../e2e/testSite';
import { slugOf } from '../../lib/content/slug';
import { trackFile } from '../../lib/content/audio';
import type { AboutContent, HomeContent, MusicContent, Picture, Project, Track } from '../../lib/content/schema';
import { TEST_SITE } from '../lib/site-aliases.cjs';
import { repositoryRoot } from '../lib/repository.cjs';

export const SCALE_DIR = '.scale-site';
const root = repositoryRoot;
const testSite = path.join(root, TEST_SITE);

/** A short WAV (mono, 8 kHz, 8 bit) with a falling tone: a format other than MP3, written without an encoder. */
export function wav(seconds: number): Buffer {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++)
    data[i] =
      128 + Math.round(90 * Math.sin((2 * Math.PI * (440 - i / 200) * i) / rate) * Math.min(1, (samples - i) / 800));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, data]);
}

const cycle = <T>(items: readonly T[], count: number) =>
  Array.from({ length: count }, (_, i) => items[i % items.length]!);

type Purpose = 'bench' | 'test' | 'demo';

/** How many releases the bench's 60 tracks make. */
const RELEASES = 10;

/**
 * The page of six rows of the player the bench measures beside the routes (bench-pages.json): the
 * newest release's page at ten times, the test site's first track's page (its six tracks) at 1×.
 */
const writeReleasePage = (dir: string, releasePage: string) =>
  writeFileSync(path.join(dir, 'bench-pages.json'), JSON.stringify({ releasePage }));

export async function makeScaleSite({
  purpose = 'bench',
  distinct = false,
  dir: name = SCALE_DIR,
}: { purpose?: Purpose; distinct?: boolean; dir?: string } = {}) {
  const dir = path.join(root, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // The test site as it is (its variants, made for its own build, excepted); the sets below replace
  // some of its modules.
  cpSync(testSite, dir, { recursive: true, filter: (source) => !source.includes(`${path.sep}_img`) });
  // In one language: what is measured here is ten times the content (the tests' site checks the languages).
  writeFileSync(
    path.join(dir, 'content', 'translations', 'index.ts'),
    "import type { Translation } from '@/lib/content/schema';\n\nexport const translations: Translation[] = [];\n",
  );
  // Without posts: they link to the tests' site's own projects, which the sets below replace, and the
  // writing section's size does not grow with the records'.
  rmSync(path.join(dir, 'content', 'writing'), { recursive: true, force: true });
  if (purpose === 'demo') {
    writeReleasePage(dir, `/music/${slugOf(music.tracks[0]!)}`);
    return { dir, pictures: 0, tracks: music.tracks.length };
  }

  let made = 0;
  /** A new picture file in the copy, from a demo picture; with `distinct`, tinted so its bytes differ. */
  const picture = async (from: Picture, name: string): Promise<Picture> => {
    // Counted before any await: the calls run side by side, and each needs its own tint.
    const index = made++;
    const target = path.join(dir, 'content', 'pictures', 'scale', name);
    mkdirSync(path.dirname(target), { recursive: true });
    const source = path.join(testSite, 'content', 'pictures', from.src);
    if (distinct)
      await sharp(source)
        .autoOrient()
        .modulate({ hue: 5 + ((index * 37) % 350) })
        .jpeg({ quality: 80 })
        .toFile(target);
    else copyFileSync(source, target);
    return { src: `scale/${name}`, alt: `${from.alt} (${name.replace(/\.\w+$/, '')})` };
  };
  const pictures = (from: readonly Picture[], count: number, prefix: string) =>
    Promise.all(cycle(from, count).map((item, i) => picture(item, `${prefix}-${String(i + 1).padStart(2, '0')}.jpg`)));

  const homePictures = home.phoneGallery.map((item) => item.img);
  const tileLengths = purpose === 'test' ? [31, 30, 29, 1] : [30, 30, 30];
  const scaledHome: HomeContent = {
    ...home,
    tiles: await Promise.all(
      tileLengths.map(async (length, t) => ({ id: t + 1, img: await pictures(homePictures, length, `tile-${t + 1}`) })),
    ),
    phoneGallery: (await pictures(homePictures, 90, 'phone')).map((img, i) => ({ id: String(i + 1), img })),
  };
  const scaledAbout: AboutContent = {
    ...about,
    slides: await pictures(about.slides, purpose === 'test' ? 1 : 90, 'slide'),
  };
  const scaledProjects: Project[] = await Promise.all(
    Array.from({ length: 30 }, async (_, p) => {
      const from = projects[p % projects.length]!;
      const count = purpose === 'test' && p === 29 ? 1 : 3;
      return {
        ...from,
        id: p + 1,
        title: `${from.title} ${p + 1}`,
        img: await pictures(from.img, count, `project-${p + 1}`),
      };
    }),
  );
  // A case study of the test site's goes with the first project made from its project, under that one's slug.
  for (const [index, project] of projects.entries()) {
    const study = path.join(dir, 'content', 'projects', `${slugOf(project)}.md`);
    if (existsSync(study)) renameSync(study, path.join(path.dirname(study), `${slugOf(scaledProjects[index]!)}.md`));
  }

  // The test site's own track files go: nothing here names them, and the build refuses the demo's
  // files left unnamed in public/ under CI. Each take is a copy, under the name its track gives.
  for (const track of music.tracks) rmSync(path.join(dir, 'public', trackFile(track)), { force: true });
  mkdirSync(path.join(dir, 'public', 'scale'), { recursive: true });
  const tracks: Track[] = cycle(music.tracks, 60).map((track, i) => {
    if (purpose === 'test' && i === 59) {
      const file = '/scale/Café noir – live.wav';
      writeFileSync(path.join(dir, 'public', file), wav(4));
      return { title: 'Café noir – live 🎷', file };
    }
    const file = `/scale/${track.title} (take ${i + 1}).mp3`;
    copyFileSync(path.join(testSite, 'public', trackFile(track)), path.join(dir, 'public', file));
    return { title: `${track.title}, take ${i + 1}`, file };
  });
  // The bench's catalogue is releases: ten of six tracks each (the same 60 tracks), each with its own cover.
  const releases =
    purpose === 'bench'
      ? await Promise.all(
          Array.from({ length: RELEASES }, async (_, r) => ({
            title: `Release ${r + 1}`,
            kind: r % 2 ? 'EP' : 'album',
            released: `2024-${String(r + 1).padStart(2, '0')}-15`,
            cover: await picture(music.cover!, `release-${r + 1}.jpg`),
            tracks: tracks.slice((r * tracks.length) / RELEASES, ((r + 1) * tracks.length) / RELEASES),
          })),
        )
      : undefined;
  const scaledMusic: MusicContent = releases ? { ...music, tracks: [], releases } : { ...music, tracks };
  if (releases) writeReleasePage(dir, `/music/${slugOf(releases.at(-1)!)}`);

  const writeModule = (name: string, type: string, value: unknown) =>
    writeFileSync(
      path.join(dir, 'content', `${name}.ts`),
      `import type { ${type} } from '@/lib/content/schema';\n\n` +
        `export const ${name}: ${type} = ${JSON.stringify(value, null, 2)};\n`,
    );
  writeModule('home', 'HomeContent', scaledHome);
  writeModule('about', 'AboutContent', scaledAbout);
  writeModule('music', 'MusicContent', scaledMusic);
  writeFileSync(
    path.join(dir, 'content', 'projects.ts'),
    "import type { Project } from '@/lib/content/schema';\n\n" +
      `export const projects: Project[] = ${JSON.stringify(scaledProjects, null, 2)};\n`,
  );
  // The same, for the browser checks to read without compiling the copy.
  writeFileSync(
    path.join(dir, 'scale-content.json'),
    JSON.stringify({ home: scaledHome, about: scaledAbout, projects: scaledProjects, music: scaledMusic }),
  );
  return { dir, pictures: made, tracks: tracks.length };
}

if (require.main === module) {
  const {
    values: { distinct, dir },
    positionals,
  } = parseArgs({ options: { distinct: { type: 'boolean' }, dir: { type: 'string' } }, allowPositionals: true });
  const purpose = (positionals[0] ?? 'bench') as Purpose;
  if (positionals.length > 1 || !['bench', 'test', 'demo'].includes(purpose))
    throw new Error(`scale-site: ${positionals.join(' ')}: give one of bench, test or demo (bench if none)`);
  makeScaleSite({ purpose, distinct, dir }).then(({ dir, pictures, tracks }) =>
    console.log(
      `scale site (${purpose}): ${pictures} pictures, ${tracks} tracks in ${path.relative(process.cwd(), dir)}/`,
    ),
  );
}
