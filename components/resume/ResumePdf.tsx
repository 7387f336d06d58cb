import { Document, Font, Image, Link, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { textDirection } from '@/lib/i18n/format';
import type { CvEntry, CvModel, CvSection, CvText } from '@/lib/resume/model';
import { cvFaces } from '@/lib/resume/pdf';
import { onPaper, PDF_WEIGHTS, type PdfFace } from '@/lib/resume/pdfFonts';

const styles = StyleSheet.create({
  page: { paddingVertical: 40, paddingHorizontal: 48, fontSize: 9.5, lineHeight: 1.4, color: '#161616' },
  head: { flexDirection: 'row', alignItems: 'flex-start' },
  headText: { flex: 1 },
  portrait: { width: 64, height: 64, borderRadius: 32, objectFit: 'cover', marginLeft: 16 },
  name: { fontSize: 20, fontWeight: 700, lineHeight: 1.2 },
  label: { fontSize: 11, marginTop: 2, color: '#5c5a57' },
  contact: { marginTop: 6 },
  summary: { marginTop: 8 },
  part: { marginTop: 14 },
  partHeading: {
    fontSize: 11,
    fontWeight: 700,
    paddingBottom: 3,
    marginBottom: 6,
    borderBottomWidth: 0.75,
    borderBottomColor: '#d9d4cc',
  },
  entry: { marginBottom: 8 },
  card: { marginBottom: 3 },
  heading: { fontWeight: 600, fontSize: 10 },
  muted: { color: '#5c5a57' },
  quote: { marginTop: 1, color: '#3d3b39' },
  bullet: { flexDirection: 'row', marginTop: 1 },
  bulletMark: { width: 10 },
  bulletText: { flex: 1 },
  link: { color: '#161616', textDecoration: 'none' },
});

const registered = new Set<string>();

/** Registers the faces once; returns the family list a style's fontFamily takes. */
function families(faces: PdfFace[]): string[] {
  for (const face of faces.filter((each) => !registered.has(each.family))) {
    Font.register({
      family: face.family,
      fonts: PDF_WEIGHTS.map((fontWeight) => ({ src: face.files[fontWeight], fontWeight })),
    });
    registered.add(face.family);
  }
  // Words are not broken at syllables: a name or a technology split by a hyphen reads wrong.
  Font.registerHyphenationCallback((word) => [word]);
  return faces.map((face) => face.family);
}

/** A text of the CV: linked where it has an address. */
function Said({ text }: { text: CvText }) {
  const words = onPaper(text.text);
  return text.url ? (
    <Link src={text.url} style={styles.link}>
      {words}
    </Link>
  ) : (
    words
  );
}

/** "Northwind · Example City", each part parted by a dot. */
const line = (texts: CvText[]): ReactNode[] =>
  texts.map((text, index) => (
    <Text key={index}>
      {index > 0 ? ' · ' : ''}
      <Said text={text} />
    </Text>
  ));

/** One entry under another: heading, where, when, summary, quotation, highlights, tags. */
function EntryBlock({ entry, rtl }: { entry: CvEntry; rtl: boolean }) {
  return (
    <View style={styles.entry} wrap={false}>
      <Text style={styles.heading}>
        <Said text={entry.heading} />
      </Text>
      {entry.where.length > 0 && <Text>{line(entry.where)}</Text>}
      {entry.when && <Text style={styles.muted}>{entry.when.text}</Text>}
      {entry.summary && <Text>{onPaper(entry.summary)}</Text>}
      {entry.quote && <Text style={styles.quote}>“{onPaper(entry.quote)}”</Text>}
      {entry.highlights.map((highlight, index) => (
        // Written right to left, a bullet stands at the right, where its line begins.
        <View key={index} style={rtl ? { ...styles.bullet, flexDirection: 'row-reverse' } : styles.bullet}>
          <Text style={styles.bulletMark}>•</Text>
          <Text style={styles.bulletText}>{onPaper(highlight)}</Text>
        </View>
      ))}
      {entry.tags.length > 0 && (
        <Text style={styles.muted}>{entry.tags.map((tag) => onPaper(tag.text)).join(', ')}</Text>
      )}
    </View>
  );
}

/** A card as one line: "Front end · Expert: TypeScript, React". */
function CardLine({ entry }: { entry: CvEntry }) {
  return (
    <Text style={styles.card}>
      <Text style={styles.heading}>
        <Said text={entry.heading} />
      </Text>
      {entry.where.length > 0 && <Text> · {line(entry.where)}</Text>}
      {entry.tags.length > 0 ? `: ${entry.tags.map((tag) => onPaper(tag.text)).join(', ')}` : ''}
    </Text>
  );
}

/** Each entry's heading and where, all on one line: "Swedish · Native · English · Fluent". */
function OneLine({ entries }: { entries: CvEntry[] }) {
  return (
    <Text>
      {entries.map((entry, index) => (
        <Text key={index}>
          {index > 0 ? '   ' : ''}
          <Said text={entry.heading} />
          {entry.where.length > 0 && <Text style={styles.muted}> · {line(entry.where)}</Text>}
        </Text>
      ))}
    </Text>
  );
}

/** A section's entries as its layout draws them, each a block the page breaks between. */
function sectionBody({ layout, entries }: CvSection, rtl: boolean): ReactNode[] {
  switch (layout) {
    case 'line':
      return [<OneLine key="line" entries={entries} />];
    case 'cards':
      return entries.map((entry, index) => <CardLine key={index} entry={entry} />);
    case 'entries':
      return entries.map((entry, index) => <EntryBlock key={index} entry={entry} rtl={rtl} />);
  }
}

/**
 * The CV as an A4 PDF document, drawn from its model (lib/resume/model.ts, which the About page
 * draws too): the person, then the same sections in the same order. Set right to left in a
 * language written so.
 */
export function ResumeDocument({
  cv,
  lang,
  title,
  portraitFile,
}: {
  cv: CvModel;
  lang: string;
  /** The document's title: "{name}: CV". */
  title: string;
  /** The portrait as a JPEG or PNG file, when the resume names one. */
  portraitFile?: string;
}) {
  const { faces, missing } = cvFaces(cv, lang);
  if (missing.length) throw new Error(`The CV's PDF in ${lang} has characters no font has: ${missing.join(' ')}`);
  const rtl = textDirection(lang) === 'rtl';
  const { person, sections } = cv;
  return (
    <Document title={title} author={person.name} language={lang} creator={person.name} producer={person.name}>
      <Page
        size="A4"
        style={{
          ...styles.page,
          fontFamily: families(faces),
          ...(rtl ? { direction: 'rtl', textAlign: 'right' } : {}),
        }}
      >
        <View style={{ ...styles.head, ...(rtl ? { flexDirection: 'row-reverse' } : {}) }}>
          <View style={styles.headText}>
            <Text style={styles.name}>{onPaper(person.name)}</Text>
            {person.label && <Text style={styles.label}>{onPaper(person.label)}</Text>}
            <Text style={styles.contact}>
              {line([...(person.place ? [{ text: person.place }] : []), ...person.contact])}
            </Text>
            {person.profiles.length > 0 && <Text>{line(person.profiles)}</Text>}
          </View>
          {/* eslint-disable-next-line jsx-a11y/alt-text -- a PDF's Image has no alt; the name beside it says who */}
          {portraitFile && <Image src={portraitFile} style={styles.portrait} />}
        </View>
        {person.summary && <Text style={styles.summary}>{onPaper(person.summary)}</Text>}
        {sections.map((section) => {
          const [first, ...rest] = sectionBody(section, rtl);
          // A heading never ends a page: it stays with its first entry.
          return (
            <View key={section.part} style={styles.part}>
              <View wrap={false}>
                <Text style={styles.partHeading}>{section.heading}</Text>
                {first}
              </View>
              {rest}
            </View>
          );
        })}
      </Page>
    </Document>
  );
}

/** The CV's PDF, as bytes. */
export const resumePdf = (props: Parameters<typeof ResumeDocument>[0]) => renderToBuffer(<ResumeDocument {...props} />);
