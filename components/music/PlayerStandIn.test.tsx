import { render, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PlayerStandIn } from './PlayerStandIn';
import { TrackPlayer } from './TrackPlayer';
import { fakeIcons } from './testing/fakeBrowser';

const realPlayer = <TrackPlayer src="/song.mp3" durationText="0:06" onAudio={() => {}} onPlay={() => {}} icons={fakeIcons} />;
const standIn = <PlayerStandIn durationText="0:06" icons={fakeIcons} />;

/** What assistive technology reads: every control's role and name, in order. */
function controls(container: HTMLElement) {
  const group = within(container).getByRole('group');
  return [group, ...group.querySelectorAll('button, [role]')].map((element) => {
    const role = element.getAttribute('role') ?? element.localName;
    const name = element.getAttribute('aria-label') ?? '';
    // The name as computed for assistive technology finds this very element.
    expect(within(container).getByRole(role, { name })).toBe(element);
    return `${role}: ${name}`;
  });
}

/** Every element's tag, classes, ARIA and focusability, and its own text: how it looks and reads. */
function skeleton(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')]
    .filter((element) => element.localName !== 'audio')
    .map((element) => {
      const attributes = [...element.attributes]
        .filter(({ name }) => name !== 'style')
        .map(({ name, value }) => `${name}=${name === 'class' ? value.trim().split(/\s+/).sort().join(' ') : value}`)
        .sort();
      const text = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('');
      return `${element.localName}[${attributes.join(', ')}]${text}`;
    });
}

describe('the player stand-in', () => {
  it('is the markup the library renders for a track not yet played, without the audio element', () => {
    // The library's own server rendering is what the page showed before there were stand-ins.
    const library = renderToStaticMarkup(realPlayer);
    expect(library).toContain('<audio');
    expect(skeleton(renderToStaticMarkup(standIn))).toEqual(skeleton(library));
  });

  it('has the names of the live player, control by control', () => {
    jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
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
