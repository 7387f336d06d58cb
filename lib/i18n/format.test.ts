import { it as italian } from '@/lib/i18n/dictionaries/it';
import { ja } from '@/lib/i18n/dictionaries/ja';
import { pl } from '@/lib/i18n/dictionaries/pl';
import { ru } from '@/lib/i18n/dictionaries/ru';
import { around, fill, formatDate, formatFileSize, plural, textDirection } from './format';

const charactersLeft = {
  one: '{count} character left',
  other: '{count} characters left',
  many: '{count} of many left',
};

describe('plural', () => {
  it('picks the form each language’s rules ask for', () => {
    expect(plural(charactersLeft, 1, 'en')).toBe('1 character left');
    expect(plural(charactersLeft, 0, 'en')).toBe('0 characters left');
    // French counts 0 as one; Swedish does not.
    expect(plural(charactersLeft, 0, 'fr')).toBe('0 character left');
    expect(plural(charactersLeft, 0, 'sv')).toBe('0 characters left');
    // French, Spanish and Portuguese have a form for millions; without one, `other` stands in.
    expect(plural(charactersLeft, 1_000_000, 'es')).toBe('1.000.000 of many left');
    expect(plural({ one: '{count} one', other: '{count} other' }, 1_000_000, 'pt')).toBe('1.000.000 other');
  });

  it('has the forms Arabic counts with: none, one, two, a few, many, and the rest', () => {
    const arabic = {
      zero: 'zero {count}',
      one: 'one {count}',
      two: 'two {count}',
      few: 'few {count}',
      many: 'many {count}',
      other: 'other {count}',
    };
    // Written in the digits Arabic is written with here (this ICU's choice).
    const n = new Intl.NumberFormat('ar').format;
    expect([0, 1, 2, 5, 11, 100].map((count) => plural(arabic, count, 'ar'))).toEqual([
      `zero ${n(0)}`,
      `one ${n(1)}`,
      `two ${n(2)}`,
      `few ${n(5)}`,
      `many ${n(11)}`,
      `other ${n(100)}`,
    ]);
    // A dictionary without a form the count asks for: `other` stands in.
    expect(plural({ one: 'one', other: 'other' }, 2, 'ar')).toBe('other');
  });

  it('counts in Russian with the dictionary’s four forms', () => {
    const { charactersLeft: russian } = ru.contact;
    expect([1, 3, 5, 21, 1000].map((count) => plural(russian, count, 'ru'))).toEqual([
      'Остался 1 символ',
      'Осталось 3 символа',
      'Осталось 5 символов',
      'Остался 21 символ',
      'Осталось 1\u00a0000 символов',
    ]);
  });

  it('counts millions in Italian with the dictionary’s form for them', () => {
    const { charactersLeft } = italian.contact;
    expect([1, 2, 1_000_000].map((count) => plural(charactersLeft, count, 'it'))).toEqual([
      'Resta 1 carattere',
      'Restano 2 caratteri',
      'Restano 1.000.000 di caratteri',
    ]);
  });

  it('counts in Polish with the dictionary’s four forms', () => {
    const { charactersLeft: polish } = pl.contact;
    expect([1, 3, 5, 22, 12, 1.5, 10_000].map((count) => plural(polish, count, 'pl'))).toEqual([
      'Został 1 znak',
      'Zostały 3 znaki',
      'Zostało 5 znaków',
      'Zostały 22 znaki',
      'Zostało 12 znaków',
      'Zostało 1,5 znaku',
      'Zostało 10\u00a0000 znaków',
    ]);
  });

  it('counts in Japanese with the dictionary’s one form, even for 1', () => {
    const { charactersLeft: japanese } = ja.contact;
    expect([0, 1, 2, 1000].map((count) => plural(japanese, count, 'ja'))).toEqual([
      '残り 0 文字',
      '残り 1 文字',
      '残り 2 文字',
      '残り 1,000 文字',
    ]);
  });

  it('writes the count as the language writes numbers', () => {
    expect(plural(charactersLeft, 1000, 'de')).toBe('1.000 characters left');
    expect(plural(charactersLeft, 1000, 'en')).toBe('1,000 characters left');
  });
});

describe('fill', () => {
  it('puts the values in their places and leaves unknown ones as they are', () => {
    expect(fill('Share at {time}: {title}', { time: '1:05', title: 'Night Drive' })).toBe('Share at 1:05: Night Drive');
    expect(fill('{number} / {count}', { number: 2 })).toBe('2 / {count}');
  });
});

describe('around', () => {
  it('splits a text at one placeholder', () => {
    expect(around('{subject} auf {platform} anhören', 'platform')).toEqual(['{subject} auf ', ' anhören']);
    expect(around('no placeholder', 'platform')).toEqual(['no placeholder', '']);
  });
});

describe('formatDate', () => {
  it('writes the day as each language does, whatever the time zone', () => {
    expect(formatDate('2025-03-14', 'en')).toBe('March 14, 2025');
    expect(formatDate('2025-03-14', 'de')).toBe('14. März 2025');
    expect(formatDate('2025-03-14', 'sv')).toBe('14 mars 2025');
    expect(formatDate('2025-03-14', 'es')).toBe('14 de marzo de 2025');
    expect(formatDate('2025-03-14', 'pt')).toBe('14 de março de 2025');
    expect(formatDate('2025-03-14', 'fr')).toBe('14 mars 2025');
  });
});

describe('formatFileSize', () => {
  it('states kilobytes whole and megabytes to one decimal, in the language’s numbers', () => {
    expect(formatFileSize(430_080, 'en')).toBe('420 kB');
    expect(formatFileSize(300, 'en')).toBe('1 kB');
    expect(formatFileSize(5_452_595, 'en')).toBe('5.2 MB');
    expect(formatFileSize(5_452_595, 'de')).toBe('5,2 MB');
  });
});

describe('textDirection', () => {
  it('says right to left for the languages written that way, and left to right for the rest', () => {
    expect(['ar', 'he', 'fa', 'ur'].map(textDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'sv', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ru'].map(textDirection)).toEqual([
      'ltr',
      'ltr',
      'ltr',
      'ltr',
      'ltr',
      'ltr',
      'ltr',
      'ltr',
      'ltr',
      'ltr',
    ]);
  });
});
