'use client';

import { useState, type ReactNode } from 'react';
import { PictureView } from '@/components/picture/PictureView';
import { pictureLayouts } from '@/components/picture/layouts';
import type { ResolvedPicture } from '@/components/picture/resolvePicture';
import styles from './ProjectViewer.module.css';

export interface ViewedProject {
  id: number;
  title: string;
  desc: string;
  pictures: ResolvedPicture[];
}

/** Wraps an index into 0…length-1 in either direction. */
const wrap = (index: number, length: number) => (index + length) % length;

/**
 * The projects list and the selected project's pictures and description. Every project's
 * panel is in the HTML (crawlers and no-JavaScript visitors read them); only the selected
 * one is shown.
 */
export function ProjectViewer({ projects, icons }: { projects: ViewedProject[]; icons: { previous: ReactNode; next: ReactNode } }) {
  const [selectedId, setSelectedId] = useState(projects[0]?.id);
  const [pictureIndex, setPictureIndex] = useState(0);

  const select = (id: number) => {
    setSelectedId(id);
    setPictureIndex(0);
  };

  return (
    <div className={styles.viewer}>
      <ul className={styles.titles}>
        {projects.map((project) => (
          <li key={project.id}>
            <button
              type="button"
              className={styles.title}
              aria-pressed={project.id === selectedId}
              aria-controls={`project-${project.id}`}
              onClick={() => select(project.id)}
            >
              {project.title}
            </button>
          </li>
        ))}
      </ul>
      {projects.map((project, projectPosition) => {
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
          >
            <h2 id={`project-${project.id}-title`} className={styles.panelTitle}>
              {project.title}
            </h2>
            <div className={styles.stage}>
              {project.pictures.map((picture, position) => (
                <PictureView
                  key={picture.src}
                  picture={picture}
                  sizes={pictureLayouts.project.sizes}
                  hidden={position !== shown}
                  loading={projectPosition === 0 && position === 0 ? 'eager' : 'lazy'}
                  className={styles.picture}
                />
              ))}
            </div>
            {count > 1 && (
              <div className={styles.arrows}>
                <button
                  type="button"
                  className={styles.arrow}
                  aria-label={`Previous picture of ${project.title}`}
                  onClick={() => setPictureIndex(wrap(shown - 1, count))}
                >
                  <span className={styles.arrowIcon}>{icons.previous}</span>
                </button>
                <p className={styles.counter} aria-live="polite">
                  Picture {shown + 1} of {count}
                </p>
                <button
                  type="button"
                  className={styles.arrow}
                  aria-label={`Next picture of ${project.title}`}
                  onClick={() => setPictureIndex(wrap(shown + 1, count))}
                >
                  <span className={styles.arrowIcon}>{icons.next}</span>
                </button>
              </div>
            )}
            <p className={styles.desc}>{project.desc}</p>
          </article>
        );
      })}
    </div>
  );
}
