'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { earlyPictures } from '@/components/early/contract';
import { useTakeOver } from '@/components/early/useTakeOver';
import { usePrefersReducedMotion } from '@/components/hooks/usePrefersReducedMotion';
import { PictureView } from '@/components/picture/PictureView';
import { fittedSizes, pictureLayouts } from '@/components/picture/layouts';
import type { ResolvedPicture } from '@/components/picture/resolvePicture';
import { ShareButton, type ShareWords } from '@/components/share/ShareButton';
import { slugIn } from '@/components/shell/section';
import type { InterfaceText } from '@/lib/i18n/interfaceText';
import { fill } from '@/lib/i18n/format';
import styles from './ProjectViewer.module.css';

export interface ViewedProject {
  id: number;
  title: string;
  slug: string;
  /** The project's own page, with the base path: what its title links to. */
  href: string;
  /** The same, absolute: what Share shares. */
  url: string;
  /** What it does, drawn on the server from the owner's Markdown. */
  description: ReactNode;
  pictures: ResolvedPicture[];
  /** Its stack, year, role and links (server-rendered), if the content gives any. */
  facts?: ReactNode;
  /** A link beside its title (server-rendered): to its case study, where it has one, in the first screen. */
  headLink?: ReactNode;
  /** Its year and first tags ("2024 · TypeScript, React"), shown under its title in a long list. */
  glance?: string;
}

/**
 * More projects than this and the list is long: on a phone it comes after the project shown
 * (which then opens in view, as pre-rendered), each title with its year and first tags.
 */
export const MANY_PROJECTS = 6;

/** Wraps an index into 0…length-1 in either direction. */
const wrap = (index: number, length: number) => (index + length) % length;

/** The frame's shape: the picture shown's own (ProjectViewer.module.css sizes the stage from it). */
const shapeOf = ({ width, height }: { width: number; height: number }) =>
  ({ '--shown-ratio': +(width / height).toFixed(4) }) as CSSProperties;

/** A plain left click: anything else (a new tab, a download) is the browser's to handle. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The projects list and the selected project's pictures and description. The selected
 * project is the one the address names (/projects/<slug>; the first on /projects): picking
 * a title moves the address there without leaving the page, so the address bar always
 * shares what is on screen, and back and forward step through the projects picked. Every
 * project's panel is in the HTML (crawlers and no-JavaScript visitors read them); only the
 * selected one is shown.
 */
interface Props {
  projects: ViewedProject[];
  icons: { previous: ReactNode; next: ReactNode; share: ReactNode };
  words: Pick<InterfaceText['projects'], 'previousPicture' | 'nextPicture' | 'pictureCounter'> &
    Pick<InterfaceText['picture'], 'unavailable'> & { share: ShareWords };
  lang: string;
}

export function ProjectViewer({ projects, icons, words, lang }: Props) {
  const slug = slugIn(usePathname() ?? '', '/projects');
  const selectedId = (projects.find((project) => project.slug === slug) ?? projects[0])?.id;
  /** The picture shown, for the project it was chosen in: a newly selected project starts at its first. */
  const [shownPicture, setShownPicture] = useState({ projectId: selectedId, index: 0 });
  const pictureIndex = shownPicture.projectId === selectedId ? shownPicture.index : 0;
  const viewer = useRef<HTMLDivElement>(null);
  const reduceMotion = usePrefersReducedMotion();
  /** The project just picked, brought into view once it shows; every pick counts, of the same one too. */
  const picked = useRef<number | null>(null);
  const [picks, setPicks] = useState(0);
  const many = projects.length > MANY_PROJECTS;
  // Stepped before this code ran (earlyTaps.ts): the picture the project shown has moved to.
  useTakeOver(viewer, (element) => {
    const index = Number(element.querySelector<HTMLElement>(`#project-${selectedId}`)?.dataset.index);
    if (index) setShownPicture({ projectId: selectedId, index });
  });

  const select = (event: MouseEvent, project: ViewedProject) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    // Next.js keeps its router in step with the history API: the page stays, the address moves.
    if (project.id !== selectedId) window.history.pushState(null, '', project.href);
    setShownPicture({ projectId: project.id, index: 0 });
    picked.current = project.id;
    setPicks((count) => count + 1);
  };

  // The project picked is brought into view where it is not (a long list scrolls it away, above
  // or below): its heading at the top of the window, smoothly unless the visitor asked for less
  // motion. A project already in view stays where it is, and so does the page.
  useEffect(() => {
    // The address (and so the selection) may follow a render later than the pick.
    if (picked.current !== selectedId) return;
    picked.current = null;
    const panel = document.getElementById(`project-${selectedId}`);
    const top = panel?.getBoundingClientRect().top ?? 0;
    if (top < 0 || top > window.innerHeight * 0.6)
      panel?.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'instant' : 'smooth' });
  }, [selectedId, picks, reduceMotion]);

  const list = (
    <ul className={styles.titles}>
      {projects.map((project) => (
        <li key={project.id}>
          <a
            href={project.href}
            className={styles.title}
            aria-current={project.id === selectedId ? 'page' : undefined}
            aria-controls={`project-${project.id}`}
            onClick={(event) => select(event, project)}
          >
            {project.title}
            {/* What the panel says in full: seen at a glance here, not said twice to a screen reader. */}
            {many && project.glance && (
              <span className={styles.glance} aria-hidden="true">
                {project.glance}
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <div ref={viewer} className={`${styles.viewer} ${many ? styles.many : ''}`}>
      {!many && list}
      <div className={styles.panels}>
        {projects.map((project) => {
          const selected = project.id === selectedId;
          const count = project.pictures.length;
          const shown = selected ? pictureIndex : 0;
          return (
            <article
              key={project.id}
              id={`project-${project.id}`}
              className={styles.panel}
              aria-labelledby={`project-${project.id}-title`}
              hidden={!selected}
              data-project-panel
              data-pictures={
                count > 1
                  ? earlyPictures(project.pictures, (picture) => fittedSizes(pictureLayouts.project.sizes, picture))
                  : undefined
              }
              data-index={shown}
              // Pictures all taller than wide (a phone's screenshots): on a wide screen the text goes beside them.
              data-tall={project.pictures.every((picture) => picture.width < picture.height) || undefined}
            >
              <div className={styles.panelHead}>
                <h2 id={`project-${project.id}-title`} className={styles.panelTitle}>
                  <a href={project.href} className={styles.panelLink}>
                    {project.title}
                  </a>
                </h2>
                {project.headLink}
                <ShareButton title={project.title} url={project.url} icon={icons.share} words={words.share} />
              </div>
              {/* Above the picture: a picture of another shape resizes the frame below them, never moves them. */}
              {count > 1 && (
                <div className={styles.arrows}>
                  <button
                    type="button"
                    className={styles.arrow}
                    aria-label={fill(words.previousPicture, { title: project.title })}
                    data-early="step"
                    data-step="-1"
                    onClick={() => setShownPicture({ projectId: project.id, index: wrap(shown - 1, count) })}
                  >
                    <span className={styles.arrowIcon}>{icons.previous}</span>
                  </button>
                  {/* The early script may have moved it on before hydration: React keeps it until it renders its
                      own. */}
                  <p
                    className={styles.counter}
                    aria-live="polite"
                    data-format={words.pictureCounter}
                    suppressHydrationWarning
                  >
                    {fill(words.pictureCounter, { number: shown + 1, count }, lang)}
                  </p>
                  <button
                    type="button"
                    className={styles.arrow}
                    aria-label={fill(words.nextPicture, { title: project.title })}
                    data-early="step"
                    onClick={() => setShownPicture({ projectId: project.id, index: wrap(shown + 1, count) })}
                  >
                    <span className={styles.arrowIcon}>{icons.next}</span>
                  </button>
                </div>
              )}
              {/*
                The picture shown's own shape, as large as the column and FRAME_MAX_VH of the window allow: no band
                around it. Stepping to a picture of another shape resizes it (the early script too: data-shaped).
              */}
              <div className={styles.stage} data-shaped style={shapeOf(project.pictures[shown]!)}>
                {/*
                  Only the picture shown is in the page (the first, for a project not selected: without JavaScript
                  every project shows).
                */}
                <PictureView
                  key={project.pictures[shown]!.variants}
                  picture={project.pictures[shown]!}
                  sizes={fittedSizes(pictureLayouts.project.sizes, project.pictures[shown]!)}
                  // The project on screen when the page loads shows its first picture at once.
                  loading={selected && shown === 0 ? 'eager' : 'lazy'}
                  fetchPriority={selected && shown === 0 ? 'high' : undefined}
                  words={words}
                  className={styles.picture}
                />
              </div>
              <div className={styles.text}>
                {project.description}
                {project.facts}
              </div>
            </article>
          );
        })}
      </div>
      {many && list}
    </div>
  );
}
