import 'server-only';
import path from 'node:path';
import playIcon from '@iconify-icons/mdi/play';
import shareVariant from '@iconify-icons/mdi/share-variant';
import type { PageContent } from '@/lib/site/pageContent';
import { SvgIcon } from '@/components/icons/SvgIcon';
import { artworkOf } from '@/components/music/artwork';
import { readAudio, readTracks } from '@/components/music/readTracks';
import { queueTrackOf } from '@/components/music/queueTrack';
import { PictureView } from '@/components/picture/PictureView';
import { pictureLayouts } from '@/components/picture/layouts';
import { resolvePicture } from '@/components/picture/resolvePicture';
import { serverPlayerIcons as playerIcons } from '@/components/playback/serverPlayerIcons';
import type { QueueTrack } from '@/components/playback/playbackStore';
import { shareWords } from '@/components/share/shareWords';
import { audioFileOf } from '@/lib/content/media';
import { musicSection } from '@/lib/content/sections';
import { hasMusic, trackWithPage } from '@/lib/content/catalogue';
import type { LongForm, LongFormMediaPart } from './longFormHtml';
import longFormStyles from './longForm.module.css';
import { TrackInText, VideoCard } from './textMedia';

/** What plays in a text, as the site's player knows it: each track and audio file, in the text's order. */
async function textQueue(parts: LongFormMediaPart[], file: string, page: string, content: PageContent) {
  const { local, catalogue } = content;
  const queue = new Map<LongFormMediaPart, QueueTrack>();
  for (const part of parts) {
    const { media } = part;
    if (media.kind === 'track') {
      const entry = trackWithPage(catalogue, media.slug);
      // The content check has refused a track the site does not have.
      if (!entry) continue;
      const [info] = await readTracks([entry.track]);
      queue.set(
        part,
        queueTrackOf(info!, { slug: media.slug, title: entry.track.title, page: local(`/music/${media.slug}`) }),
      );
    } else if (media.kind === 'audio') {
      const audio = audioFileOf(file, media.src);
      if (!audio) continue;
      const info = await readAudio(audio.url);
      // Its address is its identity: no track's slug has a colon.
      queue.set(
        part,
        queueTrackOf(info, { slug: `file:${audio.url}`, title: media.title || path.basename(audio.url), page }),
      );
    }
  }
  return queue;
}

/**
 * A post's or case study's text as its page shows it: its HTML, and in their places its tracks
 * and audio files as rows of the site's player and other sites' players as cards that load on a
 * click. `file` is the text's file (its audio files are beside it), `page` its page (without the
 * base path).
 */
export async function LongFormBody({
  longForm,
  file,
  page,
  content,
  className,
  lang,
}: {
  longForm: LongForm;
  file: string;
  page: string;
  content: PageContent;
  className?: string;
  lang?: string;
}) {
  const { ui, site, owner } = content;
  const mediaParts = longForm.parts.filter((part): part is LongFormMediaPart => typeof part !== 'string');
  const queue = await textQueue(mediaParts, file, page, content);
  const list = [...queue.values()];
  const music = hasMusic(content.music) ? musicSection(content.music) : undefined;
  const artist = music?.artist ?? owner.name;
  const artwork = music ? artworkOf(resolvePicture(music.cover)) : [];
  const words = {
    ...shareWords(ui),
    shareAt: ui.share.shareAt,
    shareAtTitle: ui.share.shareAtTitle,
    titleAt: ui.share.titleAt,
    playTitle: ui.music.playTitle,
    player: ui.player,
  };
  return (
    <div className={`${longFormStyles.longForm} ${className ?? ''}`} lang={lang}>
      {longForm.parts.map((part, index) => {
        if (typeof part === 'string')
          // Its HTML is what lib/content/rawHtml.ts keeps; marked and shiki escape everything else.
          return <div key={index} className={longFormStyles.flow} dangerouslySetInnerHTML={{ __html: part }} />;
        const { media, poster } = part;
        if (media.kind === 'video')
          return (
            <VideoCard
              key={index}
              id={`video-${index}`}
              title={media.title}
              service={media.service}
              url={media.url}
              embed={media.embed}
              origin={media.origin}
              sound={media.service === 'SoundCloud' || media.service === 'Bandcamp'}
              poster={
                poster && (
                  <PictureView
                    // Seen, not said: the card is named by the video's title.
                    picture={{ ...resolvePicture(poster), alt: '' }}
                    sizes={pictureLayouts.longForm.sizes}
                    words={{ unavailable: ui.picture.unavailable }}
                  />
                )
              }
              icon={<SvgIcon icon={playIcon} />}
              play={ui.player.play}
            />
          );
        const track = queue.get(part);
        if (!track) return null;
        return (
          <TrackInText
            key={index}
            track={track}
            list={list}
            artist={artist}
            artwork={artwork}
            shareUrl={media.kind === 'track' ? `${site.url}${track.page}` : undefined}
            shareIcon={<SvgIcon icon={shareVariant} />}
            playerIcons={playerIcons}
            words={words}
          />
        );
      })}
    </div>
  );
}
