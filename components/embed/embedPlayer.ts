/**
 * The one script of an embed page (components/embed/EmbedView.tsx), bundled on its own by the
 * post-build step (scripts/build/postbuild/embeds.ts): no framework, a few kilobytes. It hides the
 * browser's own player, shows the page's controls and drives the one audio element: Play and
 * Pause, the waveform as a slider (click, drag, arrow keys, Home and End), the tracklist, and
 * each track followed by the next. It reads and stores nothing (a sandboxed frame has no storage)
 * and loads no audio before Play.
 */
import { audioSource } from '../playback/audioSource';
import { formatClock } from '../playback/clock';

/** How far the arrow keys move the slider, in seconds. */
const STEP_SECONDS = 5;

export function installEmbedPlayer(root: ParentNode = document, location: Pick<Location, 'search'> = window.location) {
  const embed = root.querySelector<HTMLElement>('[data-embed]');
  const audio = embed?.querySelector<HTMLAudioElement>('[data-audio]');
  const controls = embed?.querySelector<HTMLElement>('[data-controls]');
  const play = embed?.querySelector<HTMLButtonElement>('[data-play]');
  const seek = embed?.querySelector<HTMLElement>('[data-seek]');
  const time = embed?.querySelector<HTMLElement>('[data-time]');
  const title = embed?.querySelector<HTMLElement>('[data-title]');
  if (!embed || !audio || !controls || !play || !seek || !time || !title) return;
  const rows = [...embed.querySelectorAll<HTMLButtonElement>('[data-track]')];
  if (new URLSearchParams(location.search).get('cover') === '0' && embed.dataset.compactClass)
    embed.classList.add(embed.dataset.compactClass);

  let current = 0;
  const durationOf = (index: number) => Number(rows[index]?.dataset.duration) || 0;
  const duration = () => (Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : durationOf(current));

  const show = () => {
    const at = audio.currentTime;
    const length = duration();
    const text = `${formatClock(at)} / ${length ? formatClock(length) : '–:––'}`;
    time.textContent = text;
    seek.style.setProperty('--played', `${length ? Math.min(100, (at / length) * 100) : 0}%`);
    seek.setAttribute('aria-valuemax', String(Math.round(length)));
    seek.setAttribute('aria-valuenow', String(Math.round(at)));
    seek.setAttribute(
      'aria-valuetext',
      (seek.dataset.timeOf ?? '{time} / {duration}')
        .replace('{time}', formatClock(at))
        .replace('{duration}', length ? formatClock(length) : ''),
    );
  };
  const showPlaying = () => {
    const playing = !audio.paused;
    play.setAttribute('aria-pressed', String(playing));
    play.setAttribute('aria-label', (playing ? audio.dataset.pauseLabel : audio.dataset.playLabel) ?? '');
  };

  /** Makes track `index` the one the player holds; its file is fetched only when it plays. */
  const select = (index: number) => {
    const row = rows[index];
    if (!row) return;
    current = index;
    for (const [position, each] of rows.entries())
      if (position === index) each.setAttribute('aria-current', 'true');
      else each.removeAttribute('aria-current');
    const file = row.dataset.src && audioSource({ src: row.dataset.src, opus: row.dataset.opus }, audio);
    if (file && audio.getAttribute('src') !== file) {
      // The page's <source> pairs were for its first track; the one chosen here is the element's own.
      for (const source of audio.querySelectorAll('source')) source.remove();
      audio.src = file;
    }
    title.textContent = row.dataset.title ?? '';
    for (const path of seek.querySelectorAll('[data-wave]')) path.setAttribute('d', row.dataset.wave ?? '');
    show();
  };
  const start = () => {
    audio.play().catch(() => showPlaying());
  };

  audio.removeAttribute('controls');
  audio.hidden = true;
  controls.hidden = false;
  show();
  showPlaying();

  play.addEventListener('click', () => (audio.paused ? start() : audio.pause()));
  for (const [index, row] of rows.entries())
    row.addEventListener('click', () => {
      if (index === current && !audio.paused) return audio.pause();
      select(index);
      start();
    });
  for (const type of ['play', 'pause', 'playing'] as const) audio.addEventListener(type, showPlaying);
  for (const type of ['timeupdate', 'durationchange', 'loadedmetadata', 'seeked'] as const)
    audio.addEventListener(type, show);
  audio.addEventListener('ended', () => {
    if (current + 1 >= rows.length) return showPlaying();
    select(current + 1);
    start();
  });

  const seekTo = (seconds: number) => {
    const length = duration();
    audio.currentTime = Math.max(0, Math.min(length || seconds, seconds));
    show();
  };
  const seekAt = (event: PointerEvent) => {
    const box = seek.getBoundingClientRect();
    const part = (event.clientX - box.left) / box.width;
    const fromStart = getComputedStyle(seek).direction === 'rtl' ? 1 - part : part;
    seekTo(Math.max(0, Math.min(1, fromStart)) * duration());
  };
  seek.addEventListener('pointerdown', (event) => {
    seek.setPointerCapture(event.pointerId);
    seekAt(event);
  });
  seek.addEventListener('pointermove', (event) => {
    if (seek.hasPointerCapture(event.pointerId)) seekAt(event);
  });
  seek.addEventListener('keydown', (event) => {
    const moves: Record<string, () => number> = {
      ArrowRight: () => audio.currentTime + STEP_SECONDS,
      ArrowUp: () => audio.currentTime + STEP_SECONDS,
      ArrowLeft: () => audio.currentTime - STEP_SECONDS,
      ArrowDown: () => audio.currentTime - STEP_SECONDS,
      Home: () => 0,
      End: () => duration(),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    seekTo(move());
  });
}
