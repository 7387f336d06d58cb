import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { fill } from '@/lib/i18n/format';
import { hasPart, RESUME_PART_HEADING, RESUME_PARTS, type Resume, type ResumePart } from '@/lib/resume/schema';
import { CvEntry, CvTags } from './CvEntry';
import { CvLink } from './CvLink';
import { CvPeriod } from './CvPeriod';

interface Words {
  resume: InterfaceText['resume'];
  newTab: string;
  pdfNewTab: string;
}

/**
 * The owner's CV on the About page (content/resume.json): each part the resume has, in the order
 * recruiters read them (experience, education, skills, languages, certificates, awards,
 * publications, volunteering), as a section with its heading. A server component: no JavaScript.
 * Its `cv-` classes are styled by the page that shows it (app/(first)/about/about.module.css): one
 * stylesheet more on the page would make the build merge every page's styles into one.
 */
export function Cv({
  resume,
  lang,
  words,
  pdfHref,
  now = new Date(),
}: {
  resume: Resume;
  /** The page's language, for its dates. */
  lang: string;
  words: Words;
  /** The CV's PDF, when the site has one. */
  pdfHref?: string;
  now?: Date;
}) {
  const parts = RESUME_PARTS.filter((part) => hasPart(resume, part));
  if (!parts.length) return null;
  return (
    <div className="cv-parts">
      {pdfHref && (
        <p className="cv-download">
          <a href={pdfHref} className="cv-link" target="_blank" rel="noopener">
            {words.resume.download}
            <span className="visually-hidden">{words.pdfNewTab}</span>
          </a>
        </p>
      )}
      {parts.map((part) => (
        <section key={part} className="cv-part" aria-labelledby={`cv-${part}`}>
          <h2 id={`cv-${part}`} className="cv-part-heading">
            {words.resume[RESUME_PART_HEADING[part]]}
          </h2>
          <CvPart part={part} resume={resume} lang={lang} words={words} now={now} />
        </section>
      ))}
    </div>
  );
}

/** One part's entries. */
function CvPart({
  part,
  resume,
  lang,
  words,
  now,
}: {
  part: ResumePart;
  resume: Resume;
  lang: string;
  words: Words;
  now: Date;
}) {
  const { present } = words.resume;
  const period = (start?: string, end?: string) => (
    <CvPeriod start={start} end={end} lang={lang} present={present} now={now} />
  );
  const date = (value?: string) => value && period(undefined, value);
  const link = (name: string, url?: string) => <CvLink name={name} url={url} newTab={words.newTab} />;
  const level = (value?: string) =>
    value && (
      <>
        <span className="visually-hidden">{words.resume.level} </span>
        {value}
      </>
    );
  switch (part) {
    case 'work':
    case 'volunteer': {
      const entries =
        part === 'work'
          ? (resume.work ?? [])
          : (resume.volunteer ?? []).map(({ organization, ...rest }) => ({
              ...rest,
              name: organization,
              location: '',
            }));
      return (
        <ol className="cv-entries">
          {entries.map((entry, index) => (
            <CvEntry
              key={index}
              heading={entry.position}
              where={[link(entry.name, entry.url), entry.location]}
              when={period(entry.startDate, entry.endDate)}
              summary={entry.summary}
              highlights={entry.highlights}
            />
          ))}
        </ol>
      );
    }
    case 'education':
      return (
        <ol className="cv-entries">
          {(resume.education ?? []).map((study, index) => (
            <CvEntry
              key={index}
              heading={[study.studyType, study.area].filter(Boolean).join(', ') || link(study.institution, study.url)}
              where={study.studyType || study.area ? [link(study.institution, study.url), level(study.score)] : []}
              when={period(study.startDate, study.endDate)}
              tags={study.courses}
            />
          ))}
        </ol>
      );
    case 'skills':
      return (
        <ul className="cv-skills">
          {(resume.skills ?? []).map((skill, index) => (
            <li key={index} className="cv-skill">
              <h3 className="cv-heading">{skill.name}</h3>
              {skill.level && <p className="cv-where">{level(skill.level)}</p>}
              {skill.keywords && skill.keywords.length > 0 && <CvTags tags={skill.keywords} />}
            </li>
          ))}
        </ul>
      );
    case 'languages':
      return (
        <ul className="cv-languages">
          {(resume.languages ?? []).map((language, index) => (
            <li key={index}>
              <span className="cv-language">{language.language}</span>
              {language.fluency && <> · {level(language.fluency)}</>}
            </li>
          ))}
        </ul>
      );
    case 'certificates':
      return (
        <ol className="cv-entries">
          {(resume.certificates ?? []).map((certificate, index) => (
            <CvEntry
              key={index}
              heading={link(certificate.name, certificate.url)}
              where={[certificate.issuer && fill(words.resume.issuedBy, { name: certificate.issuer })]}
              when={date(certificate.date)}
            />
          ))}
        </ol>
      );
    case 'awards':
      return (
        <ol className="cv-entries">
          {(resume.awards ?? []).map((award, index) => (
            <CvEntry
              key={index}
              heading={award.title}
              where={[award.awarder && fill(words.resume.awardedBy, { name: award.awarder })]}
              when={date(award.date)}
              summary={award.summary}
            />
          ))}
        </ol>
      );
    case 'publications':
      return (
        <ol className="cv-entries">
          {(resume.publications ?? []).map((publication, index) => (
            <CvEntry
              key={index}
              heading={link(publication.name, publication.url)}
              where={[publication.publisher]}
              when={date(publication.releaseDate)}
              summary={publication.summary}
            />
          ))}
        </ol>
      );
  }
}
