/**
 * Reads the owner's `content/resume.json` and checks it: first against the JSON Resume standard
 * with the standard's own package (`@jsonresume/schema`, which validates with jsonschema), then
 * against what the site needs of it (lib/resume/schema.ts: real dates, a job's organisation and
 * position). Each problem is one line naming the file and the field, as the content check's
 * others do.
 */
import { fieldPath } from '../content/fieldPath';
import { schema, validate } from '@jsonresume/schema';
import { isOwnPicture } from './model';
import { notADate, resumeSchema, type Resume } from './schema';

/** The file's place in the site folder, as the check's lines name it. */
export const RESUME_FILE = 'content/resume.json';

interface StandardError {
  property: string;
  message: string;
  name: string;
  instance: unknown;
  argument: unknown;
}

/** `instance.work[2].startDate` → `work[2].startDate`. */
const fieldOf = (property: string) => property.replace(/^instance\.?/, '') || '(the whole file)';

const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'string' ? 'text' : `a ${typeof value}`;

const wanted: Record<string, string> = {
  string: 'text',
  array: 'a list',
  object: 'a record ({ … })',
  number: 'a number',
  boolean: 'true or false',
};

/** One standard error in the content check's words. */
function standardLine(error: StandardError): string {
  const field = fieldOf(error.property);
  if (error.name === 'pattern' && /startDate|endDate|date|releaseDate|lastModified/i.test(field))
    return `${field}: ${notADate(error.instance)}`;
  if (error.name === 'type') {
    const types = ([] as string[]).concat(error.argument as string | string[]).map((type) => wanted[type] ?? type);
    return `${field}: is ${kindOf(error.instance)}, must be ${types.join(' or ')}`;
  }
  if (error.name === 'format') return `${field}: ${JSON.stringify(error.instance)} is not ${String(error.argument)}`;
  return `${field}: ${error.message}`;
}

interface StandardSchema {
  properties?: Record<string, StandardSchema>;
  items?: StandardSchema;
}

/** The fields the standard has where `parts` (a field's path in the file) points: its own schema's. */
function standardFields(parts: readonly PropertyKey[]): string[] {
  let node: StandardSchema | undefined = schema as StandardSchema;
  for (const part of parts) node = typeof part === 'number' ? node?.items : node?.properties?.[String(part)];
  return Object.keys(node?.properties ?? {});
}

/** A key the standard does not have, by its path, with the ones it does have there. */
const unknownKeyLine = (parts: readonly PropertyKey[], key: string) =>
  `${fieldPath([...parts, key])}: not a field of JSON Resume (here: ${standardFields(parts).join(', ')})`;

/** The problems of a resume already read as JSON, one line each (without the file's name). */
export function resumeProblems(json: unknown): string[] {
  let standard: StandardError[] = [];
  validate(json, (errors) => {
    standard = (errors ?? []) as StandardError[];
  });
  if (standard.length) return [...new Set(standard.map(standardLine))];
  const result = resumeSchema.safeParse(json);
  return result.success
    ? []
    : result.error.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((key) => unknownKeyLine(issue.path, key))
          : [`${fieldPath(issue.path) || '(the whole file)'}: ${issue.message}`],
      );
}

/**
 * The resume in the file's text, or the content check's lines for what is wrong with it, each
 * starting with `file`.
 */
export function parseResume(
  source: string,
  file = RESUME_FILE,
): { resume: Resume; problems: [] } | { resume?: undefined; problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    return { problems: [`${file}: is not JSON: ${(error as Error).message}`] };
  }
  const problems = resumeProblems(json);
  if (problems.length) return { problems: problems.map((line) => `${file}: ${line}`) };
  return { resume: resumeSchema.parse(json), problems: [] };
}

/**
 * A note (not a problem) for a portrait on another site: the CV leaves it out, as the site asks
 * no other host for anything.
 */
export function resumeNotes(resume: Resume | undefined, file = RESUME_FILE): string[] {
  const image = resume?.basics?.image;
  return image && !isOwnPicture(image)
    ? [
        `${file}: basics.image: ${JSON.stringify(image)} is on another site and is not shown (the site loads ` +
          'nothing from elsewhere): put the picture in content/pictures/ and write its name there',
      ]
    : [];
}
