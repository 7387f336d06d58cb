import { readFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';

/**
 * What an applicant-tracking system reads of a PDF: its text in reading order, its page count, and
 * its fonts (each by name, without the subset's tag) and whether they are embedded.
 */
export async function readPdf(file: string) {
  const bytes = new Uint8Array(readFileSync(file));
  const pdf = await getDocumentProxy(bytes.slice());
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  const raw = Buffer.from(bytes).toString('latin1');
  const fonts = raw.match(/\/Type\s*\/Font\b/g)?.length ?? 0;
  // Each font's program is in the file (a TrueType /FontFile2), none is left for the reader to supply.
  const embedded = raw.match(/\/FontFile[23]?\b/g)?.length ?? 0;
  const names = [...new Set([...raw.matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((match) => match[1]!))];
  return { pages: totalPages, text, fonts, embedded, names };
}

/**
 * Whether `parts` appear in `text` one after the other; the first missing one otherwise. Any run of
 * white space (a line break, a no-break space) reads as one space, in both.
 */
export function inOrder(text: string, parts: string[]): { ok: true } | { ok: false; missing: string; after?: string } {
  const spaced = (value: string) => value.replace(/\s+/g, ' ');
  const whole = spaced(text);
  let from = 0;
  for (const [index, part] of parts.map(spaced).entries()) {
    const at = whole.indexOf(part, from);
    if (at < 0) return { ok: false, missing: part, after: parts[index - 1] };
    from = at + part.length;
  }
  return { ok: true };
}
