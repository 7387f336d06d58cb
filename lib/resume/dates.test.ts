import { durationMonths, formatDateRange, formatDuration } from './dates';

const now = new Date('2026-11-27T12:00:00Z');
const present = { en: 'present', es: 'actualidad', sv: 'nu' };

describe('the CV’s dates, by Intl in the page’s language', () => {
  it('writes a range with months, years, or still going on, in three languages', () => {
    expect(formatDateRange('2021-03', undefined, 'en', { present: present.en })).toBe('Mar 2021 – present');
    expect(formatDateRange('2018-06-15', '2021-02', 'en', { present: present.en })).toBe('Jun 2018 – Feb 2021');
    expect(formatDateRange('2011', '2014', 'en', { present: present.en })).toBe('2011 – 2014');
    expect(formatDateRange('2021-03', undefined, 'es', { present: present.es })).toBe('mar 2021 – actualidad');
    expect(formatDateRange('2018-06', '2021-02', 'sv', { present: present.sv })).toBe('juni 2018 – feb. 2021');
    expect(formatDateRange(undefined, '2022-11', 'en', { present: present.en })).toBe('Nov 2022');
    expect(formatDateRange(undefined, undefined, 'en', { present: present.en })).toBeUndefined();
  });

  it('counts both ends’ months, to the build’s month while it goes on', () => {
    expect(durationMonths('2021-03', '2021-06', now)).toBe(4);
    expect(durationMonths('2021-03', undefined, now)).toBe(69);
    expect(durationMonths('2011', '2014', now)).toBe(48);
    expect(durationMonths(undefined, '2014', now)).toBeUndefined();
  });

  it('writes a duration in years and months, in three languages', () => {
    expect(formatDuration(69, 'en')).toBe('5 yrs 9 mths');
    expect(formatDuration(12, 'en')).toBe('1 yr');
    expect(formatDuration(4, 'en')).toBe('4 mths');
    expect(formatDuration(69, 'es')).toBe('5 a 9 m.');
    expect(formatDuration(33, 'sv')).toBe('2 år 9 mån');
  });
});
