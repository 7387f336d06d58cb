/**
 * Filling the interface's texts (lib/i18n/dictionaries/) for one language: placeholders, plurals,
 * numbers, dates and sizes, by the browser's and Node's own Intl. Free of React and of the
 * dictionaries, so a client component that formats a text carries only this.
 */
import type { Plural } from './interfaceText';

type Values = Record<string, string | number>;

/**
 * "Share {title}", { title: 'Night Drive' } → "Share Night Drive". Numbers are written as the
 * language writes them.
 */
export function fill(template: string, values: Values = {}, lang = 'en'): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? new Intl.NumberFormat(lang).format(value) : value;
  });
}

/**
 * The form of a plural the count asks for in the language (`other` where the dictionary has no
 * such form), filled in with `{count}` and the other values.
 */
export function plural(forms: Plural, count: number, lang: string, values: Values = {}): string {
  const category = new Intl.PluralRules(lang).select(count);
  return fill(forms[category] ?? forms.other, { ...values, count }, lang);
}

/** Intl.Locale's text info: a method in newer engines, a getter in older ones. */
type WithTextInfo = Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };

/** "ar" → "rtl", "sv" → "ltr": the direction the language is written in, for the document's `dir`. */
export function textDirection(lang: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(lang) as WithTextInfo;
  return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The text before and after one placeholder, for a text whose middle is drawn differently (a
 * link, or the only part the eye sees): "Listen to {subject} on {platform}", 'platform' →
 * ["Listen to {subject} on ", ""].
 */
export function around(template: string, name: string): [string, string] {
  const at = template.indexOf(`{${name}}`);
  return at < 0 ? [template, ''] : [template.slice(0, at), template.slice(at + name.length + 2)];
}

/** "2025-03-14" → "March 14, 2025", "14 mars 2025", "14. März 2025": the day as the language writes it. */
export function formatDate(isoDay: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}

/**
 * 430080 → "420 kB", 5452595 → "5.2 MB" ("5,2 MB" in German): binary sizes, as file managers on
 * most systems count.
 */
export function formatFileSize(bytes: number, lang: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}
