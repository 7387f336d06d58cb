/**
 * The rules the records share (lib/content/schema.ts): a text, a Markdown text, a web address, a
 * path of the site, an address made from a title, a locale, a picture; each with the words the
 * content check says when a value breaks it.
 */
import { z } from 'zod';
import { markdownProblem } from '../markdown';
import { SLUG, slugOf } from '../slug';
import { LOCALE } from '../locale';

declare const WORDS: unique symbol;
/**
 * The mark of a rule whose value is words in the owner's language (`text`, `markdown`, a picture's
 * alt text): a translation gives those fields in its language, and no other (schemas/translations.ts).
 */
export interface Words {
  readonly [WORDS]: true;
}
const ofWords = <Rule extends z.ZodType>(rule: Rule) => rule as Rule & Words;

/** A text that is no words to translate: an id, a catalogue number, a kind the site may know. */
export const label = z.string().trim().min(1, 'must not be empty');
/** Words: a name, a title, a sentence. */
export const text = ofWords(label);
/** A long text in Markdown: paragraphs, links, emphasis, inline code and lists, nothing else (no raw HTML). */
export const markdown = text.superRefine((given, context) => {
  const problem = markdownProblem(given);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
export const webUrl = z.url({ protocol: /^https?$/, error: 'must be a full web address starting with https://' });
export const sitePath = (extensions: string[], example: string) =>
  z
    .string()
    .regex(
      new RegExp(`^/[^?#]+\\.(${extensions.join('|')})$`, 'i'),
      `must be a path from the site root ending in .${extensions.join(', .')}, e.g. ${example}`,
    );
export const oneOrMore = <T extends z.ZodType>(item: T, what: string) =>
  z.array(item).min(1, `needs at least one ${what}`);

/**
 * Each item whose `key` repeats an earlier item's gets one line saying which (`field` '' for a
 * list of plain values).
 */
export const unique =
  <T>(key: (item: T) => unknown, field: string, what: string) =>
  (items: T[], context: z.RefinementCtx) => {
    const seen = new Map<unknown, number>();
    items.forEach((item, index) => {
      const value = key(item);
      const first = seen.get(value);
      if (first === undefined) seen.set(value, index);
      else
        context.addIssue({
          code: 'custom',
          path: field ? [index, field] : [index],
          message: `${JSON.stringify(value)} is also the ${what} of [${first}]: each must be different`,
        });
    });
  };

export const slug = z
  .string()
  .regex(SLUG, 'must be lower-case letters and digits joined by hyphens, e.g. my-first-track')
  .optional();

/** Every item's address must be its own: a clash names both titles and says how to part them. */
export const uniqueSlugs = (items: { title: string; slug?: string }[], context: z.RefinementCtx) => {
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    // An empty title is reported as such; it has no address to speak of.
    if (!item.title.trim()) return;
    const value = slugOf(item);
    const field = item.slug === undefined ? 'title' : 'slug';
    if (!value) {
      context.addIssue({
        code: 'custom',
        path: [index, field],
        message:
          `${JSON.stringify(item.title)} makes no address (an address is made of the letters a to z and digits, ` +
          "and the title has none, nor letters that spell as them): give it a slug, e.g. slug: 'my-first-track'",
      });
      return;
    }
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    // The same title twice is reported as a duplicate title already.
    else if (items[first]!.title.trim() !== item.title.trim()) {
      const other = items[first]!.title;
      context.addIssue({
        code: 'custom',
        path: [index, field],
        message:
          `makes the address "${value}", as [${first}] ${JSON.stringify(other)} does: ` +
          'give one of them its own slug',
      });
    }
  });
};

// The pattern says what is wrong in the owner's words; the template literal gives the field its type.
export const locale = z
  .string()
  .regex(
    LOCALE,
    'must be a language and territory like en_US or pt_BR (two lower-case letters, an underscore, two capitals)',
  )
  .pipe(z.templateLiteral([z.string(), '_', z.string()]));

/** A language and territory as Open Graph writes them: language_TERRITORY, e.g. en_US, pt_BR. */
export type Locale = z.infer<typeof locale>;

/** One or two of: a side (left, right, top, bottom), center, or a percentage from 0 to 100. */
const ONE_POSITION = String.raw`(left|right|top|bottom|center|(100|[1-9]?\d)(\.\d+)?%)`;
const POSITION = new RegExp(String.raw`^${ONE_POSITION}(\s+${ONE_POSITION})?$`);

/** A picture's rules; `missing` is what the check says where a needed picture is not given at all. */
export const pictureWith = (missing?: string) =>
  z
    .object(
      {
        /**
         * The file's path inside `content/pictures/`, e.g. `home/sunset.jpg` (spaces are fine).
         * JPEG, PNG, WebP, AVIF or TIFF, as a phone or camera writes it (its orientation tag is
         * applied and its location and camera data are dropped). An iPhone's HEIC must be exported as JPEG.
         */
        src: z.string().regex(
          // A release folder's own picture (content/music/, lib/content/musicFolder.ts) is named from the site folder.
          /^(?!\/(?!content\/music\/|\.cache\/covers\/))(?!.*(^|\/)\.\.(\/|$))[^?#]+\.[a-z0-9]+$/i,
          'must be a file in content/pictures/, written without a leading slash, e.g. home/sunset.jpg',
        ),
        /** What the picture shows, read aloud by screen readers and shown when it fails to load. */
        alt: ofWords(z.string().trim().min(3, 'needs alt text that says what the picture shows')),
        /**
         * How the picture meets the frame it is shown in. `'whole'` (the default): all of it is
         * shown, at its own shape, with the page around it where the frame's shape differs (a phone
         * screenshot in a wide frame, a landscape photo in a tall one). `'fill'`: it fills the frame
         * edge to edge and what does not fit is cut off, around `position`.
         */
        fit: z
          .enum(
            ['whole', 'fill'],
            "must be 'whole' (the whole picture, the default) or 'fill' " +
              '(fill the frame, cutting off what does not fit)',
          )
          .optional(),
        /**
         * With `fit: 'fill'`, the part of the picture to keep in view, as CSS `object-position`
         * writes it: `'top'`, `'left bottom'`, `'30% 20%'` (from the left, from the top). The centre
         * by default.
         */
        position: z
          .string()
          .trim()
          .regex(
            POSITION,
            "must say which part to keep in view, as 'top', 'left bottom' or '30% 20%' (percentages from 0 to 100)",
          )
          .optional(),
      },
      { error: (issue) => (missing && issue.input === undefined ? missing : undefined) },
    )
    .refine((given) => given.position === undefined || given.fit === 'fill', {
      path: ['position'],
      message:
        "only matters with fit: 'fill' (a whole picture shows every part): add fit: 'fill' or leave position out",
    });

export const pictureSchema = pictureWith();

/**
 * One of the owner's pictures. The file itself stays in `content/pictures/` and is never
 * published: the build publishes only upright, metadata-free, resized copies of it.
 */
export type Picture = z.infer<typeof pictureSchema>;
