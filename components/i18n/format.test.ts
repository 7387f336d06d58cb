import { around, fill, formatDate, formatFileSize, plural } from './format';

const charactersLeft = { one: '{count} character left', other: '{count} characters left', many: '{count} of many left' };

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
