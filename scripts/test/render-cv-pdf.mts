/**
 * The CV's PDF of a model, rendered as the build renders it and read back as an applicant-tracking
 * system reads it (e2e/pdfText.ts), for the unit tests: the PDF library and its reader are ES
 * modules only, which jest's CommonJS cannot load, so a test bundles this (esbuild) and runs it
 * in a Node process of its own. Reads { cv, lang, title } as JSON from the file named, writes the
 * PDF beside it and prints what it reads of it as JSON.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resumePdf } from '../../components/resume/ResumePdf';
import { readPdf } from '../../e2e/pdfText';

const [input] = process.argv.slice(2);
const pdf = input!.replace(/\.json$/, '.pdf');
writeFileSync(pdf, await resumePdf(JSON.parse(readFileSync(input!, 'utf8')) as Parameters<typeof resumePdf>[0]));
process.stdout.write(JSON.stringify(await readPdf(pdf)));
