/** The owner's records (lib/content/schema.ts): who they are, Home, About, projects, services, contact. */
import type { IconifyIcon } from '@iconify/types';
import { RESUME_PARTS } from '../../resume/schema';
import { z } from 'zod';
import {
  label,
  locale,
  markdown,
  oneOrMore,
  pictureSchema,
  sitePath,
  slug,
  text,
  unique,
  uniqueSlugs,
  webUrl,
} from './fields';

const profileSchema = z.object({
  /** What the link says, e.g. "GitHub" or "Mastodon". */
  name: text,
  /**
   * The profile's full address. The icon beside it is found from it for the common platforms (a
   * plain link icon otherwise).
   */
  url: webUrl,
});

/** A profile of the owner on another site. */
export type Profile = z.infer<typeof profileSchema>;

export const ownerSchema = z.object({
  /** Full name, shown in the header logo and page titles. */
  name: text,
  /**
   * Language and territory of the content, e.g. en_US, en_GB, de_DE, pt_BR: two lower-case
   * letters, an underscore, two capitals. Link previews show it as `og:locale`; its language
   * part is every page's `lang`.
   */
  locale,
  /** Short role line, e.g. "Software Developer". Shown under the home headline. */
  role: text,
  /**
   * Where the owner was born: the structured data of Home and About names it (birthPlace), and the
   * demo's About description says "born in {birthplace}". The About page's text says it only
   * where you write it, e.g. in `about.lead`.
   */
  birthplace: text,
  /**
   * Biography paragraphs for the about page, in order, in Markdown (links, **bold**, *italic*,
   * `code`, lists; a bare address becomes a link; no raw HTML).
   */
  bio: oneOrMore(markdown, 'paragraph'),
  /**
   * Optional: your public contact address, linked in the menu, the footer and the contact page,
   * and the contact form's fallback (the visitor's mail app) when its e-mail service is not set
   * up or a send fails. Without one, no mailto link appears anywhere and the form needs its
   * e-mail service (NEXT_PUBLIC_EMAILJS_*): the content check refuses an owner with neither.
   */
  email: z.email('must be an e-mail address like you@example.com').optional(),
  /**
   * The owner's profiles elsewhere (GitHub, LinkedIn, Mastodon, Bluesky, Bandcamp, …), in the
   * order the menu and the footer show them; none is required. Each opens in a new tab and
   * links back with `rel="me"`, which Mastodon checks before it marks the site as verified.
   */
  profiles: z
    .array(profileSchema)
    .superRefine(unique((profile) => profile.url.trim().replace(/\/+$/, '').toLowerCase(), 'url', 'address'))
    .superRefine(unique((profile) => profile.name.trim().toLowerCase(), 'name', 'name'))
    .optional(),
  /**
   * Path of your own resume PDF from the site root (the file lives in `public/`, e.g. /cv.pdf). Without one, the
   * build makes /resume.pdf from content/resume.json; with neither, no Resume link.
   */
  resumePath: sitePath(['pdf'], '/resume.pdf').optional(),
  /**
   * Optional: your Bluesky DID (Settings → Account → Handle → "I have my own domain" shows it,
   * e.g. did:plc:abc123…). The build publishes it at /.well-known/atproto-did, so Bluesky
   * accepts the site's domain as your handle.
   */
  blueskyDid: z
    .string()
    .regex(
      /^did:(plc:[a-z2-7]{24}|web:[a-z0-9.-]+)$/,
      'must be a DID as Bluesky shows it, e.g. did:plc:ewvi7nxzyoun6zhxrhs64oiz',
    )
    .optional(),
  /** Portrait used in link previews and structured data. */
  portrait: pictureSchema,
});

/** The person the site is about. */
export type Owner = z.infer<typeof ownerSchema>;

const galleryTileSchema = z.object({
  /** Stable identifier of the tile, unique among the tiles. */
  id: z.number(),
  /** One or more pictures; a click on the tile shows the next one and wraps. Tiles may differ in length. */
  img: oneOrMore(pictureSchema, 'picture'),
});

/** A home gallery tile shown at widths of 425 px and more (three to a row). */
export type GalleryTile = z.infer<typeof galleryTileSchema>;

const phoneGalleryItemSchema = z.object({
  /** Unique identifier ('1', '2', …); the tile cycles through the items in list order. */
  id: label,
  /** The picture shown for this step. */
  img: pictureSchema,
});

/** One picture of the single tile shown on phones (below 425 px). */
export type PhoneGalleryItem = z.infer<typeof phoneGalleryItemSchema>;

/** The parts Home may show under its gallery, in their default order. */
export const HOME_PARTS = ['work', 'music', 'writing'] as const;

export const homeSchema = z.object({
  /** First line of the headline. */
  headline: text,
  /** Label of the button that leads to the about page. */
  aboutButtonLabel: text,
  /** One or more tiles (the demo has three of three pictures each). */
  tiles: oneOrMore(galleryTileSchema, 'tile').superRefine(unique((tile) => tile.id, 'id', 'id')),
  /** One or more pictures for the phone layout, shown in this order (the demo has nine). */
  phoneGallery: oneOrMore(phoneGalleryItemSchema, 'picture').superRefine(unique((item) => item.id, 'id', 'id')),
  /**
   * Optional: the line under the headline saying what you do now, e.g. "Staff engineer at Example
   * Co, Lisbon". Without it, the CV's current job (content/resume.json, a work entry with no
   * endDate) says it: its position, its company and its place.
   */
  present: text.optional(),
  /**
   * Optional: what Home shows under the gallery, in this order: 'work' (up to three projects,
   * each leading to its case study), 'music' (the latest release or track, played right there),
   * 'writing' (the newest posts). Without it, all three in that order; a part the site has nothing
   * for is left out. `[]` shows none.
   */
  parts: z
    .array(z.enum(HOME_PARTS, `must each be one of ${HOME_PARTS.join(', ')}`))
    .refine((parts) => new Set(parts).size === parts.length, 'names a part twice')
    .optional(),
  /**
   * Optional: the projects 'work' shows, by the slugs of their addresses (/projects/<slug>), up to
   * three, in this order. Without it, the first three projects.
   */
  featured: z.array(label).max(3, 'shows up to three projects').optional(),
});

/** Home page text and gallery. */
export type HomeContent = z.infer<typeof homeSchema>;

export const aboutSchema = z.object({
  /** Page heading. */
  heading: text,
  /**
   * Optional: the sentence under the heading, before the biography, e.g. "I am Alex, born in Lisbon:
   * a software developer and musician."
   */
  lead: text.optional(),
  /**
   * One or more pictures the slideshow advances through every 2 s, wrapping (the demo has nine).
   * With one, it stands still.
   */
  slides: oneOrMore(pictureSchema, 'picture'),
  /**
   * Optional: the CV's parts (content/resume.json) in the order the About page and its PDF show
   * them, e.g. ['work', 'projects', 'education', 'skills']: a part left out is not shown. Without
   * it: work, education, projects, skills, languages, certificates, awards, publications,
   * volunteer, interests, references.
   */
  cvParts: z
    .array(
      z.enum(RESUME_PARTS, {
        error: (issue) => `${JSON.stringify(issue.input)} is not a part of the CV (${RESUME_PARTS.join(', ')})`,
      }),
    )
    .refine((parts) => new Set(parts).size === parts.length, 'names a part twice')
    .optional(),
});

/** About page text and slideshow. */
export type AboutContent = z.infer<typeof aboutSchema>;

const projectSchema = z.object({
  /** Stable numeric identifier, unique among the projects. */
  id: z.number().int(),
  /** Title shown in the list of projects. */
  title: text,
  /**
   * Optional: the last part of the project's own address, /projects/<slug>, in lower-case
   * letters, digits and hyphens. Without it, it is made from the title ("Retention Curve" →
   * "retention-curve"); set one where the title makes a poor or clashing one. A title in
   * Cyrillic, Greek or Arabic letters alone is spelled in Latin ones ("Ночной поезд" →
   * "nochnoj-poezd"); one in Hebrew, Chinese or Japanese needs a slug.
   */
  slug,
  /** Screenshots, shown one at a time with previous/next buttons that wrap. At least one; with one, no buttons. */
  img: oneOrMore(pictureSchema, 'picture'),
  /**
   * One or two sentences on what the project does, in Markdown (as the biography). Link previews
   * show its first 160 characters.
   */
  desc: markdown,
  /**
   * Optional: one line on what it achieved, shown on Home's selected work, e.g. "Turned a week of
   * spreadsheets into a curve anyone can read". Without it, the description's first sentence.
   */
  outcome: text.optional(),
  /** Optional: where the project runs (its site, its app-store page), shown as a link. */
  liveUrl: webUrl.optional(),
  /** Optional: its source code (a repository), shown as a link. */
  codeUrl: webUrl.optional(),
  /** Optional: what it is built with, shown as tags, e.g. ['TypeScript', 'React']. */
  stack: z
    .array(text)
    .min(1, 'needs at least one name, or leave stack out')
    .superRefine(unique((name: string) => name.trim().toLowerCase(), '', 'name'))
    .optional(),
  /** Optional: the year it was made (or began), e.g. 2024. */
  year: z.number().int().min(1950, 'must be a year like 2024').max(2100, 'must be a year like 2024').optional(),
  /** Optional: what the owner did in it, e.g. "Lead developer". */
  role: text.optional(),
  /**
   * @deprecated The field before `codeUrl` (the code) and `liveUrl` (where it runs): an owner's
   * content from then is told where it went.
   */
  link: z.never({ error: 'is now codeUrl (the code) or liveUrl (where it runs): rename it' }).optional(),
});

/**
 * A project in the projects list. Its case study, if it has one, is no field here: it is the
 * Markdown file `content/projects/<slug>.md` (the project's slug, lib/content/slug.ts), shown on
 * its own page under its facts, and `content/translations/<code>/projects/<slug>.md` in another
 * language (lib/content/caseStudies.ts says what it may hold).
 */
export type Project = z.infer<typeof projectSchema>;

/** The projects, in the order listed; `[]` leaves the Projects page out of the site. */
export const projectsSchema = z
  .array(projectSchema)
  .superRefine(unique((project) => project.id, 'id', 'id'))
  .superRefine(uniqueSlugs);

const serviceSchema = z.object({
  /** Short name of the service. */
  title: text,
  /** One or two sentences describing it, in Markdown (as the biography). */
  desc: markdown,
  /** Icon data from `@iconify-icons/*`, bundled so no icon is fetched at run time. */
  // Taken whole: the icon's own size (width, height, left, top) goes through with its body.
  icon: z.custom<IconifyIcon>(
    (value) => typeof (value as Partial<IconifyIcon> | null)?.body === 'string' && (value as IconifyIcon).body !== '',
    'must be icon data imported from @iconify-icons/…',
  ),
});

/** A service the owner offers, listed on the services page. */
export type Service = z.infer<typeof serviceSchema>;

export const servicesSchema = z.object({
  /** Page heading. */
  heading: text,
  /** Sentence introducing the list, in Markdown (as the biography). */
  intro: markdown,
  /** The services, in the order shown; `items: []` leaves the Services page out of the site. */
  items: z.array(serviceSchema),
});

/** The services page. */
export type ServicesContent = z.infer<typeof servicesSchema>;

export const contactSchema = z.object({
  /** Page heading. */
  heading: text,
  /** Sentence above the form. */
  intro: text,
  /** Shown for 5 s after a message is sent. */
  thanks: text,
  /** Label of the submit button. */
  sendLabel: text,
});

/** The contact page. */
export type ContactContent = z.infer<typeof contactSchema>;
