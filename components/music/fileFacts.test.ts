import { fileFacts, formatFileSize } from './fileFacts';

describe('fileFacts', () => {
  it('names the format by the extension and the size in KB, or MB from one MB on', () => {
    expect(fileFacts('/Distant_album_114_v1.mp3', 430_080)).toBe('MP3, 420 KB');
    expect(fileFacts('/music/Café noir.m4a', 5_452_595)).toBe('M4A, 5.2 MB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(300)).toBe('1 KB');
  });

  it('says the format alone when the size is not known', () => {
    expect(fileFacts('/song.flac', undefined)).toBe('FLAC');
  });
});
