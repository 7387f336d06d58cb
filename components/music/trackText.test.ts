import { formatClock, formatTitle, isoDuration, trackPath } from './trackText';

describe('track text', () => {
  it('reads file-style titles as words and leaves hash titles alone', () => {
    expect(formatTitle('Distant_album_114_v1')).toBe('Distant album 114 v1');
    expect(formatTitle('3f9a1c7e')).toBe('3f9a1c7e');
    expect(formatTitle('__odd__name_')).toBe('odd name');
  });

  it('formats durations for the page and for schema.org', () => {
    expect(formatClock(6.06)).toBe('0:06');
    expect(formatClock(205)).toBe('3:25');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(isoDuration(6.06)).toBe('PT6S');
    expect(isoDuration(205)).toBe('PT3M25S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(0)).toBe('PT0S');
  });

  it('puts each track at the site root as its title plus .mp3', () => {
    expect(trackPath('Distant_album_114_v1')).toBe('/Distant_album_114_v1.mp3');
    expect(trackPath('My song')).toBe('/My%20song.mp3');
  });
});
