import { readFileSync } from 'node:fs';
import path from 'node:path';
import { schema } from '@jsonresume/schema';
import { z } from 'zod';
import { parseResume, resumeNotes } from './check';
import { isRealDate, resumeSchema } from './schema';

const lines = (resume: unknown) => parseResume(JSON.stringify(resume)).problems;
const job = { name: 'Northwind', position: 'Developer', startDate: '2021-03' };

describe('parseResume: content/resume.json', () => {
  it('takes the standard’s own complete sample, and a meta of any shape', () => {
    const sample = readFileSync(path.join(require.resolve('@jsonresume/schema'), '..', 'sample.resume.json'), 'utf8');
    const { resume, problems } = parseResume(sample);
    expect(problems).toEqual([]);
    expect(resume!.work![0]!.position).toEqual(expect.any(String));
    expect(
      lines({ work: [job], interests: [{ name: 'Synthesizers' }], meta: { version: 'v1.0.0', theme: 'even' } }),
    ).toEqual([]);
  });

  it('names a date that is not one, by its field, with the forms to write', () => {
    expect(lines({ work: [job, job, { ...job, startDate: 'March 2021' }] })).toEqual([
      'content/resume.json: work[2].startDate: "March 2021" is not a date (write 2021-03, or 2021, or 2021-03-15)',
    ]);
  });

  it('refuses a month 13 and a 30 February, which the standard’s own pattern lets through', () => {
    expect(lines({ work: [{ ...job, endDate: '2021-13' }] })).toEqual([
      'content/resume.json: work[0].endDate: "2021-13" is not a date (write 2021-03, or 2021, or 2021-03-15)',
    ]);
    expect(lines({ certificates: [{ name: 'A', date: '2023-02-30' }] })).toEqual([
      'content/resume.json: certificates[0].date: "2023-02-30" is not a date (write 2021-03, or 2021, or 2021-03-15)',
    ]);
    expect(['2024-02-29', '2021', '2021-12', '2021-12-31'].every(isRealDate)).toBe(true);
    expect(['2023-02-29', '2021-00', '2021-1', '21-03'].some(isRealDate)).toBe(false);
  });

  it('needs a job’s organisation and position', () => {
    expect(lines({ work: [{ position: 'Developer' }, { name: 'Letterbox', position: ' ' }] })).toEqual([
      'content/resume.json: work[0].name: is missing: each job needs the organisation it was at',
      'content/resume.json: work[1].position: must not be empty',
    ]);
  });

  it('names a wrong type as the standard finds it, in words', () => {
    expect(lines({ work: [{ ...job, name: 3 }], skills: 'TypeScript' })).toEqual([
      'content/resume.json: work[0].name: is a number, must be text',
      'content/resume.json: skills: is text, must be a list',
    ]);
    expect(lines({ basics: { email: 'not an address' } })).toEqual([
      'content/resume.json: basics.email: "not an address" is not email',
    ]);
  });

  it('names an end before its start, and a file that is not JSON, in one line', () => {
    expect(
      lines({ education: [{ institution: 'Example University', startDate: '2014-09', endDate: '2013' }] }),
    ).toEqual(['content/resume.json: education[0].endDate: "2013" comes before the startDate "2014-09"']);
    expect(parseResume('{ "work": [ }').problems).toEqual([
      expect.stringMatching(/^content\/resume\.json: is not JSON: /),
    ]);
  });

  it('holds every field of the standard, at every depth, and no other', () => {
    type Node = { properties?: Record<string, Node>; items?: Node };
    /** A zod schema's fields by path ("work[].highlights"), into lists and records. */
    const fieldsOf = (type: z.ZodType, at: string): string[] => {
      const inner = type instanceof z.ZodOptional ? type.unwrap() : type;
      if (inner instanceof z.ZodArray) return fieldsOf(inner.element as z.ZodType, `${at}[]`);
      if (inner instanceof z.ZodObject && Object.keys(inner.shape).length)
        return Object.entries(inner.shape).flatMap(([key, field]) => [
          `${at}${key}`,
          ...fieldsOf(field as z.ZodType, `${at}${key}.`),
        ]);
      return [];
    };
    const standardFields = (node: Node, at: string): string[] => {
      if (node.items) return standardFields(node.items, `${at}[]`);
      return Object.entries(node.properties ?? {}).flatMap(([key, field]) => [
        `${at}${key}`,
        ...standardFields(field, `${at}${key}.`),
      ]);
    };
    // `meta` is the file's own, free-form in the standard too: its inside is not checked.
    const standard = standardFields(schema as Node, '').filter((field) => !field.startsWith('meta.'));
    expect(fieldsOf(resumeSchema, '').sort()).toEqual(standard.sort());
  });

  it('names a key the standard does not have, where it is, with the ones it has there', () => {
    expect(lines({ work: [{ ...job, hightlights: ['Shipped'] }], certifications: [] })).toEqual([
      'content/resume.json: work[0].hightlights: not a field of JSON Resume (here: name, location, description, ' +
        'position, url, startDate, endDate, summary, highlights)',
      'content/resume.json: certifications: not a field of JSON Resume (here: $schema, basics, work, volunteer, ' +
        'education, awards, certificates, publications, skills, languages, interests, references, projects, meta)',
    ]);
  });

  it('takes the JSON Resume project’s own examples whole', () => {
    const examples = path.join(require.resolve('@jsonresume/schema'), '..', 'examples');
    for (const name of ['career-changer', 'new-grad', 'senior-engineer'])
      expect(parseResume(readFileSync(path.join(examples, `${name}.resume.json`), 'utf8')).problems).toEqual([]);
  });

  it('notes a portrait on another site, which the CV leaves out', () => {
    expect(resumeNotes({ basics: { image: 'https://gravatar.example/a.png' } })).toEqual([
      'content/resume.json: basics.image: "https://gravatar.example/a.png" is on another site and is not shown ' +
        '(the site loads nothing from elsewhere): put the picture in content/pictures/ and write its name there',
    ]);
    expect(resumeNotes({ basics: { image: 'me.jpg' } })).toEqual([]);
  });
});
