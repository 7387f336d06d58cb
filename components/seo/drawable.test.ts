import { drawable } from './drawable';

describe('text for the link-preview pictures', () => {
  it('keeps Latin letters, accents and punctuation', () => {
    expect(drawable('Distant_album_114_v1')).toBe('Distant_album_114_v1');
    expect(drawable('Café noir – live, “take 2”')).toBe('Café noir – live, “take 2”');
    expect(drawable('Łódź · Şule · Ő')).toBe('Łódź · Şule · Ő');
    expect(drawable('Nguyễn Thị Ánh')).toBe('Nguyễn Thị Ánh');
  });

  it('keeps Cyrillic and Greek, which the typeface also draws', () => {
    expect(drawable('Ночной поезд — Київ')).toBe('Ночной поезд — Київ');
    expect(drawable('Νυχτερινό τρένο')).toBe('Νυχτερινό τρένο');
  });

  it('leaves out an emoji or a symbol that would need a picture fetched from the web', () => {
    expect(drawable('Café noir – live 🎷')).toBe('Café noir – live');
    expect(drawable('👩‍🎤 Star ❤️')).toBe('Star');
  });

  it(
    'leaves out the whole text where a letter or digit would need a font fetched, ' + 'rather than draw it misspelt',
    () => {
      expect(drawable('東京 Nights')).toBe('');
      expect(drawable('深夜バス 2.0')).toBe('');
      expect(drawable('Leila خريطة')).toBe('');
      expect(drawable('Track ٣')).toBe('');
      // In the stylesheets' declared ranges, but without a glyph in the files.
      expect(drawable('Ǆemal')).toBe('');
      expect(drawable('Star ѻ')).toBe('');
    },
  );
});
