import 'server-only';
import { Document, Link, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { fill } from '@/lib/i18n/format';
import { durationMonths, formatDateRange, formatDuration } from '@/lib/resume/dates';
import type { CvPerson } from '@/lib/resume/person';
import { hasPart, RESUME_PART_HEADING, RESUME_PARTS, type Resume, type ResumePart } from '@/lib/resume/schema';
import { pdfFontFamily } from './pdfFonts';

const styles = StyleSheet.create({
  page: { paddingVertical: 40, paddingHorizontal: 48, fontSize: 9.5, lineHeight: 1.4, color: '#161616' },
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
  heading: { fontWeight: 600, fontSize: 10 },
  muted: { color: '#5c5a57' },
  bullet: { flexDirection: 'row', marginTop: 1 },
  bulletMark: { width: 10 },
  bulletText: { flex: 1 },
  link: { color: '#161616', textDecoration: 'none' },
});

/** The CV as an A4 PDF document: the person, then the same parts as the About page, in the same order. */
export function ResumeDocument({
  resume,
  person,
  lang,
  words,
  now = new Date(),
}: {
  resume: Resume;
  person: CvPerson;
  lang: string;
  words: InterfaceText['resume'];
  now?: Date;
}) {
  const fontFamily = pdfFontFamily();
  const when = (start?: string, end?: string) => {
    const range = formatDateRange(start, end, lang, { present: words.present });
    if (!range) return undefined;
    const months = start && durationMonths(start, end, now);
    return months ? `${range} · ${formatDuration(months, lang)}` : range;
  };
  const organisation = (name: string, url?: string) =>
    url ? (
      <Link src={url} style={styles.link}>
        {name}
      </Link>
    ) : (
      name
    );
  const entry = (
    key: number,
    heading: ReactNode,
    where: ReactNode[],
    period?: string,
    summary?: string,
    bullets?: string[],
  ) => (
    <View key={key} style={styles.entry} wrap={false}>
      <Text style={styles.heading}>{heading}</Text>
      {where.filter(Boolean).length > 0 && (
        <Text>
          {where.filter(Boolean).map((part, index) => (
            <Text key={index}>
              {index > 0 ? ' · ' : ''}
              {part}
            </Text>
          ))}
        </Text>
      )}
      {period && <Text style={styles.muted}>{period}</Text>}
      {summary && <Text>{summary}</Text>}
      {bullets?.map((bullet, index) => (
        <View key={index} style={styles.bullet}>
          <Text style={styles.bulletMark}>•</Text>
          <Text style={styles.bulletText}>{bullet}</Text>
        </View>
      ))}
    </View>
  );
  const partBody = (part: ResumePart): ReactNode[] => {
    switch (part) {
      case 'work':
        return (resume.work ?? []).map((job, index) =>
          entry(
            index,
            job.position,
            [organisation(job.name, job.url), job.location],
            when(job.startDate, job.endDate),
            job.summary,
            job.highlights,
          ),
        );
      case 'volunteer':
        return (resume.volunteer ?? []).map((role, index) =>
          entry(
            index,
            role.position,
            [organisation(role.organization, role.url)],
            when(role.startDate, role.endDate),
            role.summary,
            role.highlights,
          ),
        );
      case 'education':
        return (resume.education ?? []).map((study, index) =>
          entry(
            index,
            [study.studyType, study.area].filter(Boolean).join(', ') || study.institution,
            [organisation(study.institution, study.url), study.score],
            when(study.startDate, study.endDate),
            study.courses?.join(', '),
          ),
        );
      case 'skills':
        return (resume.skills ?? []).map((skill, index) => (
          <Text key={index} style={{ marginBottom: 3 }}>
            <Text style={styles.heading}>{skill.name}</Text>
            {skill.level ? ` (${skill.level})` : ''}
            {skill.keywords?.length ? `: ${skill.keywords.join(', ')}` : ''}
          </Text>
        ));
      case 'languages':
        return [
          <Text key="languages">
            {(resume.languages ?? [])
              .map((language) => (language.fluency ? `${language.language} (${language.fluency})` : language.language))
              .join(' · ')}
          </Text>,
        ];
      case 'certificates':
        return (resume.certificates ?? []).map((certificate, index) =>
          entry(
            index,
            organisation(certificate.name, certificate.url),
            [certificate.issuer && fill(words.issuedBy, { name: certificate.issuer })],
            when(undefined, certificate.date),
          ),
        );
      case 'awards':
        return (resume.awards ?? []).map((award, index) =>
          entry(
            index,
            award.title,
            [award.awarder && fill(words.awardedBy, { name: award.awarder })],
            when(undefined, award.date),
            award.summary,
          ),
        );
      case 'publications':
        return (resume.publications ?? []).map((publication, index) =>
          entry(
            index,
            organisation(publication.name, publication.url),
            [publication.publisher],
            when(undefined, publication.releaseDate),
            publication.summary,
          ),
        );
    }
  };
  return (
    <Document
      title={`${person.name}: ${words.title}`}
      author={person.name}
      language={lang}
      creator={person.name}
      producer={person.name}
    >
      <Page size="A4" style={{ ...styles.page, fontFamily }}>
        <Text style={styles.name}>{person.name}</Text>
        {person.label && <Text style={styles.label}>{person.label}</Text>}
        {person.contact.length > 0 && <Text style={styles.contact}>{person.contact.join(' · ')}</Text>}
        {person.profiles.length > 0 && (
          <Text>
            {person.profiles.map((profile, index) => (
              <Text key={profile.url}>
                {index > 0 ? ' · ' : ''}
                {`${profile.network}: `}
                <Link src={profile.url} style={styles.link}>
                  {profile.url.replace(/^https:\/\//, '')}
                </Link>
              </Text>
            ))}
          </Text>
        )}
        {person.summary && <Text style={styles.summary}>{person.summary}</Text>}
        {RESUME_PARTS.filter((part) => hasPart(resume, part)).map((part) => {
          const [first, ...rest] = partBody(part);
          // A heading never ends a page: it stays with its first entry.
          return (
            <View key={part} style={styles.part}>
              <View wrap={false}>
                <Text style={styles.partHeading}>{words[RESUME_PART_HEADING[part]]}</Text>
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
