import { render, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PlayerStandIn } from './PlayerStandIn';
import { TrackPlayer } from './TrackPlayer';

const realPlayer = <TrackPlayer src="/song.mp3" durationText="0:06" onAudio={() => {}} onPlay={() => {}} />;
const standIn = <PlayerStandIn durationText="0:06" />;

/** What assistive technology reads: every control's role and name, in order. */
function controls(container: HTMLElement) {
  const group = within(container).getByRole('group');
  return [group, ...group.querySelectorAll('button, [role]:not([aria-hidden="true"])')].map((element) => {
    const role = element.getAttribute('role') ?? element.localName;
    const name = element.getAttribute('aria-label') ?? '';
    // The name as computed for assistive technology finds this very element.
    expect(within(container).getByRole(role, { name })).toBe(element);
    return `${role}: ${name}`;
  });
}

/** Every element's tag, classes, ARIA and focusability, and its own text: how it looks and reads. */
function skeleton(root: Element) {
  return [...root.querySelectorAll('*')]
    .filter((element) => element.localName !== 'audio')
    .map((element) => {
      // An icon's namespace attributes and role change neither: HTML gives inline SVG its namespace, and the icon is hidden.
      const hiddenIcon = element.localName === 'svg' && element.getAttribute('aria-hidden') === 'true';
      const attributes = [...element.attributes]
        .filter(({ name }) => name !== 'style' && !(hiddenIcon && ['xmlns', 'xmlns:xlink', 'role'].includes(name)))
        .map(({ name, value }) => `${name}=${name === 'class' ? value.trim().split(/\s+/).sort().join(' ') : value}`)
        .sort();
      const text = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('');
      return `${element.localName}[${attributes.join(', ')}]${text}`;
    });
}

beforeEach(() => jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('the player stand-in', () => {
  it('is the markup of the live player for a track not yet played, without its audio element', () => {
    const live = render(realPlayer);
    expect(live.container.querySelector('audio')).not.toBeNull();
    const expected = skeleton(live.container);
    live.unmount();
    // Inline positions aside (the library sets them from its audio element; CSS puts the stand-in's at rest).
    expect(skeleton(render(standIn).container)).toEqual(expected);
  });

  it('is the live player’s markup with a waveform as its seek bar too', () => {
    const wave = 'M0 20h4v8h-4z';
    const live = render(<TrackPlayer src="/song.mp3" durationText="1:05" duration={65} waveform={wave} onAudio={() => {}} onPlay={() => {}} />);
    const expected = skeleton(live.container);
    live.unmount();
    expect(expected.some((element) => element.startsWith('div[aria-label=Audio progress control') && element.includes('role=slider'))).toBe(true);
    expect(skeleton(render(<PlayerStandIn durationText="1:05" duration={65} waveform={wave} />).container)).toEqual(expected);
  });

  it('is pre-rendered as the page shows it: valid values, no ids', () => {
    const html = renderToStaticMarkup(standIn);
    expect(html).not.toMatch(/\sid=|NaN|<audio/);
  });

  it('has the names of the live player, control by control', () => {
    const live = render(realPlayer);
    const expected = controls(live.container);
    live.unmount();
    expect(expected).toEqual([
      'group: Audio player',
      'progressbar: Audio progress control',
      'button: Enable loop',
      'button: Rewind',
      'button: Play',
      'button: Forward',
      'button: Mute',
      'progressbar: Volume control',
    ]);
    expect(controls(render(standIn).container)).toEqual(expected);
  });
});
