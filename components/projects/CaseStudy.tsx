import { CASE_STUDY_ID } from './caseStudyAnchor';
import type { ComponentProps } from 'react';
import { LongFormBody } from '@/components/text/LongFormBody';
import styles from './CaseStudy.module.css';

/**
 * A project's case study, under its facts on its own page: a heading of its own under the
 * project's title, then the owner's text with its media (components/text/LongFormBody.tsx).
 */
export function CaseStudy({
  heading,
  lang,
  ...text
}: { heading: string; lang?: string } & Omit<ComponentProps<typeof LongFormBody>, 'className' | 'lang'>) {
  return (
    <section className={styles.caseStudy} aria-labelledby={CASE_STUDY_ID} lang={lang}>
      <h3 id={CASE_STUDY_ID} className={styles.heading}>
        {heading}
      </h3>
      <LongFormBody {...text} className={styles.body} />
    </section>
  );
}
