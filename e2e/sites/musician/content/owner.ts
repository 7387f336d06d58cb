/**
 * A musician with no projects and no services, whose music is a catalogue of releases: the tests'
 * site (e2e/sites/demo) with `projects = []`, `items: []` and its tracks as releases (music.ts). The
 * site must build and leave both out everywhere; e2e/owner/ checks it without knowing its data. Its CV has only jobs (resume.json), and its own PDF
 * (owner.ts) wins over the one the build would make.
 */
import type { Owner } from '@/lib/content/schema';
import { owner as demoOwner } from '../../demo/content/owner';

/** The demo's owner with a CV of their own as a PDF: it wins over the one the build would make from resume.json. */
export const owner: Owner = { ...demoOwner, resumePath: '/press-cv.pdf' };
