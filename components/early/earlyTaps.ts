import type { EarlyPicture } from './contract';

/**
 * The controls people tap first, working from the first paint, before the page's code has
 * arrived: the menu opens and closes (button, close button, Escape), a track's Play starts it,
 * a picture stepper (a gallery tile, a project's previous/next) shows its next picture, the
 * slideshow's button pauses it. Each tap changes the pre-rendered page the way the component
 * would (attributes and the texts marked for it, never the page's structure, which React
 * hydrates), and the component takes that state over when its code runs (useTakeOver):
 * every tap counts exactly once. The attributes it reads are described in contract.ts.
 *
 * It is bundled into the one inline script in every page's head (scripts/build/postbuild/firstView.ts):
 * the same bytes on every build, so one hash in the Content-Security-Policy. No imports:
 * nothing else has run yet.
 */
export function installEarlyTaps(root: Document = document, view: Window = window) {
  const live = (element: Element) => element.closest('[data-live]') !== null;

  const menu = () => root.querySelector<HTMLElement>('[role=dialog][data-menu]');
  const setMenu = (open: boolean) => {
    const dialog = menu();
    if (!dialog || live(dialog)) return false;
    for (const element of root.querySelectorAll<HTMLElement>('[data-menu]')) {
      element.dataset.menu = open ? 'open' : 'closed';
      element.toggleAttribute('inert', element === dialog ? !open : open);
      // The app slides down from where the visitor had scrolled to (AppFrame does the same).
      if (element !== dialog) element.style.setProperty('--scrolled-off', `${open ? view.scrollY : 0}px`);
    }
    root.documentElement.classList.toggle('menu-shown', open);
    const toggle = root.querySelector<HTMLElement>(`[aria-controls="${dialog.id}"]`);
    toggle?.setAttribute('aria-expanded', String(open));
    (open ? dialog.querySelector<HTMLElement>('[data-early=menu-close]') : toggle)?.focus();
    return true;
  };

  const step = (control: HTMLElement) => {
    const stepper = control.closest<HTMLElement>('[data-pictures]')!;
    const pictures = JSON.parse(stepper.dataset.pictures!) as EarlyPicture[];
    const count = pictures.length;
    const index = (Number(stepper.dataset.index) + Number(control.dataset.step ?? 1) + count) % count;
    const picture = pictures[index]!;
    stepper.dataset.index = String(index);
    const srcset = (format: string) =>
      picture.widths.map((width) => `${picture.variants}-${width}.${format} ${width}w`).join(', ');
    const frame = stepper.querySelector('picture');
    for (const source of frame?.querySelectorAll('source[type]') ?? []) {
      source.setAttribute('srcset', srcset(source.getAttribute('type')!.slice('image/'.length)));
      source.setAttribute('sizes', picture.sizes);
    }
    const img = frame?.querySelector('img');
    if (img) {
      const fallbackWidth = picture.widths.find((width) => width >= 800) ?? picture.widths.at(-1);
      img.loading = 'eager';
      img.srcset = srcset(picture.fallback);
      img.sizes = picture.sizes;
      img.src = `${picture.variants}-${fallbackWidth}.${picture.fallback}`;
      img.width = picture.width;
      img.height = picture.height;
      if (picture.shape) img.dataset.shape = picture.shape;
      // Filling its frame around the owner's focal point, or whole, as the component draws it.
      if (picture.fit) img.dataset.fit = picture.fit;
      else delete img.dataset.fit;
      img.style.objectPosition = picture.position ?? '';
      img.alt = picture.alt;
    }
    // A frame that takes the shape of the picture it shows (a project's) takes the new one's.
    stepper
      .querySelector<HTMLElement>('[data-shaped]')
      ?.style.setProperty('--shown-ratio', String(+(picture.width / picture.height).toFixed(4)));
    const numbers = new Intl.NumberFormat(root.documentElement.lang || undefined);
    const values: Record<string, string> = {
      number: numbers.format(index + 1),
      count: numbers.format(count),
      alt: picture.alt,
    };
    for (const text of stepper.querySelectorAll<HTMLElement>('[data-format]')) {
      text.textContent = text.dataset.format!.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
    }
  };

  const showPlaying = (player: HTMLElement, playing: boolean) => {
    player.dataset.playing = String(playing);
    for (const shown of player.querySelectorAll<HTMLElement>('[data-shown-when]'))
      shown.hidden = shown.dataset.shownWhen !== (playing ? 'playing' : 'paused');
    for (const labelled of player.querySelectorAll<HTMLElement>('[data-label-playing]')) {
      labelled.setAttribute('aria-label', (playing ? labelled.dataset.labelPlaying : labelled.dataset.labelPaused)!);
    }
  };

  /** Every track's Play / Pause shows what the early audio does; the one asked for is busy until it sounds. */
  const showTracks = () => {
    const audio = view.earlyAudio;
    // Taken over by the site's player: its rows show the store's state.
    if (!audio) return;
    for (const player of root.querySelectorAll<HTMLElement>('[data-src][data-playing]')) {
      if (live(player)) continue;
      const mine = player.dataset.slug === audio.dataset.slug;
      showPlaying(player, mine && !audio.paused);
      const button = player.querySelector('[data-early=play]');
      if (mine && !audio.paused && audio.readyState < 3) button?.setAttribute('aria-busy', 'true');
      else button?.removeAttribute('aria-busy');
    }
  };

  const play = (control: HTMLElement) => {
    const player = control.closest<HTMLElement>('[data-src]')!;
    let audio = view.earlyAudio;
    if (!audio) {
      audio = view.earlyAudio = new Audio();
      for (const type of ['play', 'playing', 'pause', 'waiting', 'error']) audio.addEventListener(type, showTracks);
    }
    if (audio.dataset.slug === player.dataset.slug && !audio.paused) return audio.pause();
    if (audio.dataset.slug !== player.dataset.slug) {
      audio.dataset.slug = player.dataset.slug;
      // As the site's player chooses (components/playback/audioSource.ts): Opus where the browser plays it.
      const opus = player.dataset.opus;
      audio.src = opus && audio.canPlayType('audio/ogg; codecs=opus') ? opus : player.dataset.src!;
    }
    // A refusal (a file that cannot play) leaves the track paused, as its button then shows.
    audio.play().catch(showTracks);
    showTracks();
  };

  const actions: Record<string, (control: HTMLElement) => boolean | void> = {
    'menu-open': () => setMenu(true),
    'menu-close': () => setMenu(false),
    step,
    toggle: (control) => {
      const player = control.closest<HTMLElement>('[data-playing]')!;
      showPlaying(player, player.dataset.playing !== 'true');
    },
    play,
  };

  // Capturing on the window: before React's own listeners, which must not see a tap this handled.
  view.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element | null)?.closest?.<HTMLElement>('[data-early]');
      const action = control && actions[control.dataset.early!];
      if (!control || !action || live(control) || action(control) === false) return;
      event.stopPropagation();
      event.preventDefault();
    },
    true,
  );
  view.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && menu()?.dataset.menu === 'open' && setMenu(false)) event.stopPropagation();
    },
    true,
  );
}
