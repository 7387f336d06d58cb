/**
 * The id of a project's case study on its page (CaseStudy.tsx): what a link to it ends in,
 * /projects/<slug>#case-study. A module of its own, so a page that only links to a case study
 * (Home, Projects) takes none of the case study's own code.
 */
export const CASE_STUDY_ID = 'case-study';
