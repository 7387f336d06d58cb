import { linkAt, momentIn, parseTime } from './moment';

describe('links to a moment of a track', () => {
  it.each([
    ['90', 90],
    ['90.5', 90.5],
    ['90s', 90],
    ['1m30s', 90],
    ['1m', 60],
    ['1h2m3s', 3723],
    ['1:30', 90],
    ['1:02:03', 3723],
  ])('reads t=%s as %d s', (text, seconds) => {
    expect(parseTime(text)).toBe(seconds);
  });

  it.each(['', 'soon', '1:3', '-5', '1m30x'])('does not read t=%s', (text) => {
    expect(parseTime(text)).toBeUndefined();
  });

  it('finds the time on a track page, and the track and time on the Music page', () => {
    expect(momentIn('#t=1m30s')).toEqual({ seconds: 90 });
    expect(momentIn('#night-drive&t=90')).toEqual({ slug: 'night-drive', seconds: 90 });
    expect(momentIn('#t=45&night-drive')).toEqual({ slug: 'night-drive', seconds: 45 });
    expect(momentIn('#night-drive')).toBeUndefined();
    expect(momentIn('')).toBeUndefined();
  });

  it('writes a link at whole seconds that it reads back', () => {
    expect(linkAt('https://example.com/music/a', 65.7)).toBe('https://example.com/music/a#t=1m05s');
    expect(linkAt('https://example.com/music/a', 9)).toBe('https://example.com/music/a#t=9s');
    expect(momentIn(new URL(linkAt('https://example.com/music/a', 125)).hash)).toEqual({ seconds: 125 });
  });
});
