/**
 * Every file the content names, with the content file and field that name it: the content
 * check reports problems by field, and the picture build sizes each picture for the
 * layouts it appears in.
 */
import { longFormPictures, type LongFormFile } from './longFormRules';
import { siteFolder } from './siteFolder';
import { isOwnPicture } from '../resume/model';
import { catalogueOf, newestFirst } from './catalogue';
import { trackFile } from './audio';
import { STREAMS_PATH } from './musicFolder';
import type { Picture, RoutePath, SiteContent } from './schema';

/** Where a picture is shown; components/picture/layouts.ts says how wide each one gets. */
export type PictureLayout = 'galleryTile' | 'phoneTile' | 'slide' | 'project' | 'cover' | 'portrait' | 'longForm';

export interface PictureUse {
  file: keyof SiteContent;
  field: string;
  picture: Picture;
  layout: PictureLayout;
  /** Where a picture named outside the records is named (a case study's or post's file), for the check's lines. */
  where?: string;
}

export interface FileUse {
  file: keyof SiteContent;
  field: string;
  /** Path from the site root of a file in public/. */
  path: string;
}

/** The picture each route's link preview shows beside its title, if any. */
export function previewPictures({ home, about, projects, music }: SiteContent): Partial<Record<RoutePath, Picture>> {
  return {
    '/': home.tiles[0]?.img[0],
    '/about': about.slides[0],
    '/projects': projects[0]?.img[0],
    '/music': music.cover ?? newestFirst(music.releases).find((release) => !release.unlisted)?.cover,
  };
}

/**
 * Every picture the content shows: the records', and those of the long texts given (case studies
 * and posts, lib/content/longFormRules.ts).
 */
export function pictureUses(
  content: SiteContent,
  longForms: readonly (LongFormFile & { cover?: Picture })[] = [],
  /** The site folder, where a picture beside a text kept as a folder is. */
  root: string = siteFolder().root,
): PictureUse[] {
  const { owner, home, about, projects, music, resume } = content;
  const cvPortrait = resume?.basics?.image;
  return [
    { file: 'owner', field: 'portrait.src', picture: owner.portrait, layout: 'portrait' },
    // The CV's portrait (content/resume.json), where it names a picture of the site's own.
    ...(cvPortrait && isOwnPicture(cvPortrait)
      ? [
          {
            file: 'resume',
            field: 'basics.image',
            picture: { src: cvPortrait, alt: resume.basics?.name ?? owner.name },
            layout: 'portrait',
            where: 'content/resume.json: basics.image',
          } as const,
        ]
      : []),
    ...home.tiles.flatMap((tile, t) =>
      tile.img.map((picture, i): PictureUse => ({
        file: 'home',
        field: `tiles[${t}].img[${i}].src`,
        picture,
        layout: 'galleryTile',
      })),
    ),
    ...home.phoneGallery.map((item, i): PictureUse => ({
      file: 'home',
      field: `phoneGallery[${i}].img.src`,
      picture: item.img,
      layout: 'phoneTile',
    })),
    ...about.slides.map((picture, i): PictureUse => ({
      file: 'about',
      field: `slides[${i}].src`,
      picture,
      layout: 'slide',
    })),
    ...projects.flatMap((project, p) =>
      project.img.map((picture, i): PictureUse => ({
        file: 'projects',
        field: `[${p}].img[${i}].src`,
        picture,
        layout: 'project',
      })),
    ),
    ...(music.cover ? [{ file: 'music', field: 'cover.src', picture: music.cover, layout: 'cover' } as const] : []),
    ...(music.releases ?? []).map((release, r): PictureUse => ({
      file: 'music',
      field: `releases[${r}].cover.src`,
      picture: release.cover,
      layout: 'cover',
    })),
    ...longForms.flatMap((longForm) =>
      [...(longForm.cover ? [longForm.cover] : []), ...longFormPictures(longForm, root)].map(
        (picture, i): PictureUse => ({
          file: 'projects',
          field: longForm.cover && i === 0 ? 'cover' : `picture ${longForm.cover ? i : i + 1}`,
          picture,
          layout: 'longForm',
          where: longForm.file,
        }),
      ),
    ),
  ];
}

/**
 * The pictures that also need one plain, full picture (a 1200 px JPEG): the portrait and the
 * cover (structured data, feeds, media controls), each link preview's picture, and each
 * project's first picture (its own page's preview and structured data), and each post's cover (its preview's).
 */
export function sharedPictures(content: SiteContent, posts: readonly { cover?: Picture }[] = []): Picture[] {
  return [
    ...posts.map((post) => post.cover),
    content.owner.portrait,
    content.music.cover,
    ...(content.music.releases ?? []).map((release) => release.cover),
    ...Object.values(previewPictures(content)),
    ...content.projects.map((project) => project.img[0]),
  ].filter((picture): picture is Picture => Boolean(picture));
}

/** The files in public/ the content names (everything but pictures, which live in content/pictures/). */
export function publicFileUses({ owner, music }: SiteContent, today: string): FileUse[] {
  // The catalogue folder's streaming files are the build's (lib/content/musicFolder.ts), made after the check.
  return uses({ owner, music }, today).filter((use) => !use.path.startsWith(`${STREAMS_PATH}/`));
}

function uses({ owner, music }: Pick<SiteContent, 'owner' | 'music'>, today: string): FileUse[] {
  return [
    ...(owner.resumePath ? [{ file: 'owner', field: 'resumePath', path: owner.resumePath } as FileUse] : []),
    ...music.tracks.map((track, i): FileUse => ({
      file: 'music',
      field: track.file ? `tracks[${i}].file` : `tracks[${i}].title`,
      path: trackFile(track),
    })),
    // A release's tracks that do not play yet (it is not out, they are no preview) need no file until its day.
    ...(music.releases ?? []).flatMap((release, r) => {
      const silent = new Set(
        catalogueOf({ tracks: [], releases: [release] }, today)
          .tracks.filter((entry) => !entry.playable)
          .map((entry) => entry.track),
      );
      return release.tracks.flatMap((track, t): FileUse[] =>
        silent.has(track)
          ? []
          : [
              {
                file: 'music',
                field: `releases[${r}].tracks[${t}].${track.file ? 'file' : 'title'}`,
                path: trackFile(track),
              },
            ],
      );
    }),
  ];
}
