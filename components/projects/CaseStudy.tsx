import longForm from '@/components/text/longForm.module.css';
import styles from './CaseStudy.module.css';

/** The id of a case study's heading: what "Read the case study" links to. */
export const CASE_STUDY_ID = 'case-study';

/**
 * A project's case study, under its facts on its own page: a heading of its own under the
 * project's title, then the owner's text, drawn on the server (components/text/longForm.ts). The
 * content check has refused raw HTML, and marked and shiki escape everything else, so the HTML
 * is safe to place as it is.
 */
export function CaseStudy({ heading, html, lang }: { heading: string; html: string; lang?: string }) {
  return (
    <section className={styles.caseStudy} aria-labelledby={CASE_STUDY_ID} lang={lang}>
      <h3 id={CASE_STUDY_ID} className={styles.heading}>
        {heading}
      </h3>
      <div className={`${styles.body} ${longForm.longForm}`} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
