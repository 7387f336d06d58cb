import type { ReactNode } from 'react';
import { PictureView } from '@/components/picture/PictureView';
import type { ResolvedPicture } from '@/components/picture/resolvePicture';
import type { CvEntry, CvModel, CvSection, CvText } from '@/lib/resume/model';
import { CvLink } from './CvLink';
import { CvPeriod } from './CvPeriod';

interface Words {
  newTab: string;
  pictureUnavailable: string;
}

/**
 * The owner's CV on the About page, drawn from its model (lib/resume/model.ts, which the PDF draws
 * too): the person (portrait, name, title, place, ways to reach them, summary), then each part as a
 * section with its heading (`cv-<part>`, what CvContents links to), in the order the model gives. A
 * server component: no JavaScript. Its
 * `cv-` classes are styled by the page that shows it (app/(first)/about/about.module.css): one
 * stylesheet more on the page would make the build merge every page's styles into one.
 */
export function Cv({
  cv,
  portrait,
  words,
}: {
  cv: CvModel;
  /** The person's picture, prepared by the picture build, when the resume names one. */
  portrait?: ResolvedPicture;
  words: Words;
}) {
  const { person, sections } = cv;
  const link = (text: CvText) => <CvLink text={text} newTab={words.newTab} />;
  const reach = [...person.contact, ...person.profiles];
  return (
    <div className="cv-parts">
      <div className="cv-person">
        {portrait && (
          <div className="cv-portrait">
            <PictureView
              picture={portrait}
              sizes="7rem"
              loading="lazy"
              words={{ unavailable: words.pictureUnavailable }}
            />
          </div>
        )}
        <div className="cv-person-text">
          {/* The CV's own head, which paper keeps: who, what, where, how to reach them, in brief. */}
          <p className="cv-name">{person.name}</p>
          {person.label && <p className="cv-label">{person.label}</p>}
          {person.place && <p className="cv-place">{person.place}</p>}
          {reach.length > 0 && (
            <ul className="cv-contact">
              {reach.map((text) => (
                <li key={text.url ?? text.text}>{link(text)}</li>
              ))}
            </ul>
          )}
          {person.summary && <p className="cv-summary">{person.summary}</p>}
        </div>
      </div>
      {sections.map((section) => (
        <section key={section.part} className="cv-part" aria-labelledby={`cv-${section.part}`}>
          <h2 id={`cv-${section.part}`} className="cv-part-heading">
            {section.heading}
          </h2>
          <CvSectionBody section={section} link={link} />
        </section>
      ))}
    </div>
  );
}

/** A text where it stands in a line: linked if it has an address, with its hint for screen readers. */
function Said({ text, link }: { text: CvText; link: (text: CvText) => ReactNode }) {
  return (
    <>
      {text.hint && <span className="visually-hidden">{text.hint} </span>}
      {link(text)}
    </>
  );
}

/** "Northwind · Example City": the parts of a line, each in a span, parted by a dot. */
function Line({ texts, link }: { texts: CvText[]; link: (text: CvText) => ReactNode }) {
  return texts.map((text, index) => (
    <span key={index}>
      {index > 0 && ' · '}
      <Said text={text} link={link} />
    </span>
  ));
}

function CvSectionBody({ section, link }: { section: CvSection; link: (text: CvText) => ReactNode }) {
  switch (section.layout) {
    case 'line':
      return (
        <ul className="cv-line">
          {section.entries.map((entry, index) => (
            <li key={index}>
              <span className="cv-line-name">{link(entry.heading)}</span>
              {entry.where.length > 0 && (
                <>
                  {' · '}
                  <Line texts={entry.where} link={link} />
                </>
              )}
            </li>
          ))}
        </ul>
      );
    case 'cards':
      return (
        <ul className="cv-cards">
          {section.entries.map((entry, index) => (
            <CvItem key={index} entry={entry} link={link} className="cv-card" />
          ))}
        </ul>
      );
    case 'entries':
      return (
        <ol className="cv-entries">
          {section.entries.map((entry, index) => (
            <CvItem key={index} entry={entry} link={link} className="cv-entry" />
          ))}
        </ol>
      );
  }
}

/**
 * One entry (a job, a study, a skill, a reference, …): what it was as its heading, where, when, and
 * what the resume says of it. Only what it gives is shown.
 */
function CvItem({ entry, link, className }: { entry: CvEntry; link: (text: CvText) => ReactNode; className: string }) {
  return (
    <li className={className}>
      <h3 className="cv-heading">{link(entry.heading)}</h3>
      {entry.where.length > 0 && (
        <p className="cv-where">
          <Line texts={entry.where} link={link} />
        </p>
      )}
      {entry.when && <CvPeriod when={entry.when} />}
      {entry.summary && <p className="cv-summary">{entry.summary}</p>}
      {entry.quote && (
        <blockquote className="cv-quote">
          <p>{entry.quote}</p>
        </blockquote>
      )}
      {entry.highlights.length > 0 && (
        <ul className="cv-highlights">
          {entry.highlights.map((highlight, index) => (
            <li key={index}>{highlight}</li>
          ))}
        </ul>
      )}
      {entry.tags.length > 0 && (
        <ul className="cv-tags">
          {entry.tags.map((tag, index) => (
            <li key={index} className="cv-tag">
              {link(tag)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
