/**
 * The CV's PDF the build makes from content/resume.json (components/resume/ResumePdf.tsx): at
 * /resume.pdf, and under each other language's code (/es/resume.pdf). An owner's own PDF
 * (owner.resumePath) wins: with one, the build makes none.
 */
import type { Owner } from '../content/schema';
import type { Resume } from './schema';

/** Where the made PDF is published, in the first language. */
export const RESUME_PDF_PATH = '/resume.pdf';

/** Whether the build makes the CV's PDF: a resume, and no PDF of the owner's own. */
export const makesResumePdf = ({ owner, resume }: { owner: Pick<Owner, 'resumePath'>; resume?: Resume }) =>
  Boolean(resume) && !owner.resumePath;
