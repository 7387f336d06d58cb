import { audioType } from '@/lib/content/audio';
import { formatClock } from '../playback/clock';
import { isoDuration, urlPath } from './trackText';

describe('track text', () => {
  it('formats durations for the page and for schema.org', () => {
    expect(formatClock(6.06)).toBe('0:06');
    expect(formatClock(205)).toBe('3:25');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(isoDuration(6.06)).toBe('PT6S');
    expect(isoDuration(205)).toBe('PT3M25S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(0)).toBe('PT0S');
  });

  it('turns a file path into a URL path, keeping its folders', () => {
    expect(urlPath('/Distant_album_114_v1.mp3')).toBe('/Distant_album_114_v1.mp3');
    expect(urlPath('/music/Café noir #2.m4a')).toBe('/music/Caf%C3%A9%20noir%20%232.m4a');
  });

  it('knows the MIME type of every audio format browsers play, whatever the case of the extension', () => {
    expect(audioType('/a.mp3')).toBe('audio/mpeg');
    expect(audioType('/a.M4A')).toBe('audio/mp4');
    expect(audioType('/a.opus')).toBe('audio/ogg');
    expect(audioType('/a.wav')).toBe('audio/wav');
    expect(audioType('/a.flac')).toBe('audio/flac');
    expect(audioType('/a.wma')).toBeUndefined();
  });
});
