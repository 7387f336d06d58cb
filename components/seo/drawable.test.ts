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

  it('leaves out what would need a font or an emoji fetched from the web', () => {
    expect(drawable('Café noir – live 🎷')).toBe('Café noir – live');
    expect(drawable('東京 Nights')).toBe('Nights');
    expect(drawable('👩‍🎤 Star')).toBe('Star');
    expect(drawable('Leila خريطة')).toBe('Leila');
    // In the stylesheets' declared ranges, but without a glyph in the files.
    expect(drawable('Ǆemal ѻ')).toBe('emal');
  });
});
