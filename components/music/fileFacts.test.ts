import { fileFacts } from './fileFacts';

describe('fileFacts', () => {
  it('names the format by the extension and the size in kB, or MB from one MB on, as the language writes them', () => {
    expect(fileFacts('/Distant_album_114_v1.mp3', 430_080, 'en')).toBe('MP3, 420 kB');
    expect(fileFacts('/music/Café noir.m4a', 5_452_595, 'en')).toBe('M4A, 5.2 MB');
    expect(fileFacts('/music/Café noir.m4a', 5_452_595, 'sv')).toBe('M4A, 5,2 MB');
  });

  it('says the format alone when the size is not known', () => {
    expect(fileFacts('/song.flac', undefined, 'en')).toBe('FLAC');
  });
});
