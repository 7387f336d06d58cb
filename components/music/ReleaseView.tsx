import 'server-only';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import codeTags from '@iconify-icons/mdi/code-tags';
import playIcon from '@iconify-icons/mdi/play';
import playlistMusic from '@iconify-icons/mdi/playlist-music';
import Link from 'next/link';
import type { MusicAlbum, WithContext } from 'schema-dts';
import { withBasePath } from '@/components/basePath';
import type { PageContent } from '@/lib/site/pageContent';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { PictureView } from '@/components/picture/PictureView';
import { pictureLayouts } from '@/components/picture/layouts';
import { resolvePicture } from '@/components/picture/resolvePicture';
import { JsonLd } from '@/components/seo/JsonLd';
import { OwnerText } from '@/components/text/OwnerText';
import type { Catalogue, CatalogueRelease } from '@/lib/content/catalogue';
import { releaseZipPath } from '@/lib/content/media';
import { DOWNLOAD_FORMATS } from '@/lib/content/downloadFormats';
import { musicSection } from '@/lib/content/sections';
import { siteFolder } from '@/lib/content/siteFolder';
import { artworkOf } from './artwork';
import { ListenOnLinks } from './ListenOnLinks';
import { PlayAll } from './PlayAll';
import { ReleaseFacts } from './ReleaseFacts';
import { releaseData } from './releaseData';
import { readTracks } from './readTracks';
import { SilentTracks } from './SilentTracks';
import { CreditList, FileDownload } from './TrackDetails';
import { TrackRows } from './TrackRows';
import { EmbedButton } from '@/components/embed/EmbedButton';
import { embedHeight } from '@/components/embed/embedCode';
import { embedWords } from '@/components/embed/embedWords';
import musicStyles from './MusicView.module.css';
import styles from './ReleaseView.module.css';

/**
 * The release's zips, where the build made them (publish-media, before the build): one of the
 * files it plays, or one per format it offers; each with its address, size and format's name.
 */
async function zipsOf({ release, slug }: CatalogueRelease) {
  if (!release.download) return [];
  const made = (release.download.formats ?? [undefined]).map(async (format) => {
    const file = releaseZipPath(slug, format);
    const bytes = await stat(path.join(siteFolder().public, file)).then(
      ({ size }) => size,
      () => undefined,
    );
    return bytes === undefined ? [] : [{ file, bytes, format: format && DOWNLOAD_FORMATS[format].name }];
  });
  return (await Promise.all(made)).flat();
}

/** A name to save a file as, with nothing a file system refuses. */
const fileName = (name: string) => name.replace(/[\\/:*?"<>|]+/g, '-');

/**
 * A release's own page (/music/<release>): its cover, facts, "Play all", description, credits,
 * links elsewhere and download, and its tracks as rows of the site's one player (while it is not
 * out, the titles of those that do not play yet), with its structured data (MusicAlbum).
 */
export async function ReleaseView({
  entry,
  catalogue,
  content,
}: {
  entry: CatalogueRelease;
  catalogue: Catalogue;
  content: PageContent;
}) {
  const { ui, lang, local, linkStyle } = content;
  const music = musicSection(content.music);
  const { release } = entry;
  const tracks = catalogue.tracks.filter((track) => track.release === entry);
  const playing = tracks.filter((track) => track.playable);
  const infos = await readTracks(playing.map((track) => track.track));
  const cover = resolvePicture(release.cover);
  const zips = await zipsOf(entry);
  const structuredData: WithContext<MusicAlbum> = {
    '@context': 'https://schema.org',
    ...releaseData(
      entry,
      tracks.map((track) => ({ entry: track, info: infos[playing.indexOf(track)] })),
      content,
    ),
  };
  return (
    <div className={musicStyles.page}>
      <JsonLd data={structuredData} />
      <div className={musicStyles.inner}>
        <Link href={local('/music')} className={musicStyles.home}>
          <span className={musicStyles.backArrow}>←</span> {music.artist}
        </Link>
        <div className={styles.head}>
          <PictureView
            picture={cover}
            sizes={pictureLayouts.cover.sizes}
            loading="eager"
            fetchPriority="high"
            words={{ unavailable: ui.picture.unavailable }}
            className={styles.cover}
          />
          <div className={styles.about}>
            <h1 className={styles.title}>{release.title}</h1>
            <ReleaseFacts entry={entry} words={ui.music} lang={lang} full />
            {playing[0] && (
              <PlayAll
                first={playing[0].slug}
                title={release.title}
                icon={<SvgIcon icon={playIcon} />}
                words={ui.music}
              />
            )}
          </div>
        </div>
        <div className={styles.notes}>
          {release.description && (
            <OwnerText text={release.description} linkStyle={linkStyle} className={styles.description} />
          )}
          {release.credits && <CreditList credits={release.credits} words={ui.music} lang={lang} />}
          {release.listenOn && <ListenOnLinks links={release.listenOn} subject={release.title} words={ui.music} />}
          {release.download &&
            zips.map((zip) => (
              <FileDownload
                key={zip.file}
                href={withBasePath(zip.file)}
                file={zip.file}
                format={zip.format}
                bytes={zip.bytes}
                title={release.title}
                license={release.download!.license}
                words={ui.music}
                lang={lang}
                fileName={fileName(`${music.artist} - ${release.title}${zip.format ? ` (${zip.format})` : ''}.zip`)}
              />
            ))}
        </div>
        {playing.length > 0 && (
          <TrackRows entries={playing} content={content} artwork={artworkOf(cover)} pagesHere={false} />
        )}
        {entry.upcoming && <SilentTracks tracks={tracks} words={ui.music} headingLevel={2} />}
        {playing.length > 0 && (
          <p className={musicStyles.feeds}>
            <a href={withBasePath(`/music/${entry.slug}/playlist.m3u`)} className={musicStyles.feed}>
              <SvgIcon icon={playlistMusic} />
              {ui.music.playlistFile}
            </a>
            {entry.listed && (
              <EmbedButton
                subject={release.title}
                path={`/embed/release/${entry.slug}`}
                siteUrl={content.site.url}
                height={embedHeight(playing.length)}
                icon={<SvgIcon icon={codeTags} />}
                words={embedWords(ui)}
              />
            )}
          </p>
        )}
      </div>
    </div>
  );
}
