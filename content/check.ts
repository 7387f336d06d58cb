/**
 * Checks the owner's content before every build: the shape of each record (with zod) and
 * that every file it names exists in public/. Each problem is one line naming the content
 * file and the field, so an owner can fix it without reading code.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { AboutContent, ContactContent, HomeContent, MusicContent, Owner, Project, ServicesContent } from './types';

const text = z.string().trim().min(1, 'must not be empty');
const webUrl = z.url({ protocol: /^https?$/, error: 'must be a full web address starting with https://' });
const sitePath = (extensions: string) =>
  z.string().regex(new RegExp(`^/[^?#]+\\.(${extensions})$`, 'i'), `must be a path from the site root ending in .${extensions.split('|').join(' or .')}, e.g. /images/photo.jpg`);
const picture = (extensions = 'jpg|jpeg|png') =>
  z.object({ src: sitePath(extensions), alt: z.string().trim().min(3, 'needs alt text that says what the picture shows') });
const exactly = <T extends z.ZodType>(item: T, count: number, what: string) =>
  z.array(item).length(count, `must have exactly ${count} ${what}`);

const ownerSchema = z.object({
  name: text,
  role: text,
  birthplace: text,
  bio: z.array(text).min(1, 'needs at least one paragraph'),
  email: z.email('must be an e-mail address like you@example.com'),
  codeProfileUrl: webUrl,
  networkProfileUrl: webUrl,
  resumePath: sitePath('pdf'),
  portrait: picture(),
});

const homeSchema = z.object({
  headline: text,
  aboutButtonLabel: text,
  tiles: exactly(z.object({ id: z.number(), img: exactly(picture(), 3, 'pictures') }), 3, 'tiles'),
  phoneGallery: exactly(z.object({ id: z.string(), img: picture('jpg') }), 9, 'pictures').refine(
    (items) => items.every((item, index) => item.id === String(index + 1)),
    "ids must be '1' to '9' in order",
  ),
});

const aboutSchema = z.object({ heading: text, slides: exactly(picture(), 9, 'pictures') });

const projectsSchema = z
  .array(z.object({ id: z.number().int(), title: text, img: z.array(picture()).min(1, 'needs at least one picture'), desc: text, link: webUrl }))
  .min(1, 'needs at least one project')
  .refine((projects) => new Set(projects.map((project) => project.id)).size === projects.length, 'project ids must be unique');

const musicSchema = z.object({
  artist: text,
  cover: picture('png'),
  tracks: exactly(z.object({ title: text.refine((title) => !/[/\\]/.test(title), 'must not contain / or \\') }), 6, 'tracks'),
});

const servicesSchema = z.object({
  heading: text,
  intro: text,
  items: z.array(z.object({ title: text, desc: text, icon: z.object({ body: z.string().min(1) }, 'must be icon data imported from @iconify-icons/…') })).min(1, 'needs at least one service'),
});

const contactSchema = z.object({ heading: text, intro: text, thanks: text, sendLabel: text });

/** Everything checked, keyed by the file in content/ it comes from. */
export interface SiteContent {
  owner: Owner;
  home: HomeContent;
  about: AboutContent;
  projects: Project[];
  music: MusicContent;
  services: ServicesContent;
  contact: ContactContent;
}

const schemas: { [File in keyof SiteContent]: z.ZodType } = {
  owner: ownerSchema,
  home: homeSchema,
  about: aboutSchema,
  projects: projectsSchema,
  music: musicSchema,
  services: servicesSchema,
  contact: contactSchema,
};

const fieldPath = (parts: readonly PropertyKey[]) =>
  parts.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)), '');

/** The files in public/ that the content refers to, with the field that names each. */
function referencedFiles(content: SiteContent): { file: keyof SiteContent; field: string; path: string }[] {
  const { owner, home, about, projects, music } = content;
  return [
    { file: 'owner', field: 'resumePath', path: owner.resumePath },
    { file: 'owner', field: 'portrait.src', path: owner.portrait.src },
    ...home.tiles.flatMap((tile, t) => tile.img.map((img, i) => ({ file: 'home' as const, field: `tiles[${t}].img[${i}].src`, path: img.src }))),
    ...home.phoneGallery.map((item, i) => ({ file: 'home' as const, field: `phoneGallery[${i}].img.src`, path: item.img.src })),
    ...about.slides.map((slide, i) => ({ file: 'about' as const, field: `slides[${i}].src`, path: slide.src })),
    ...projects.flatMap((project, p) => project.img.map((img, i) => ({ file: 'projects' as const, field: `[${p}].img[${i}].src`, path: img.src }))),
    { file: 'music', field: 'cover.src', path: music.cover.src },
    ...music.tracks.map((track, i) => ({ file: 'music' as const, field: `tracks[${i}].title`, path: `/${track.title}.mp3` })),
  ];
}

/** Every problem in the content, one line each; an empty list means the build may go on. */
export function checkContent(content: SiteContent, publicDir: string): string[] {
  const problems: string[] = [];
  for (const file of Object.keys(schemas) as (keyof SiteContent)[]) {
    const result = schemas[file].safeParse(content[file]);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = fieldPath(issue.path);
        problems.push(`content/${file}.ts: ${field || '(the whole record)'}: ${issue.message}`);
      }
    }
  }
  // Missing files only make sense to report once the shapes are right.
  if (problems.length) return problems;
  for (const { file, field, path: sitePathValue } of referencedFiles(content)) {
    const onDisk = path.join(publicDir, sitePathValue);
    if (!existsSync(onDisk)) problems.push(`content/${file}.ts: ${field}: public${sitePathValue} does not exist`);
  }
  return problems;
}
