import { dictionaries, interfaceText, languageOf, languages } from '.';
import { namesNotStartingWithWords, NAMED_CONTROLS } from '../controlNames';

type Texts = { [key: string]: string | Texts };

/** Every text of a dictionary by its dotted key. */
function flat(texts: Texts, at = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${at}${key}`, value]] : Object.entries(flat(value, `${at}${key}.`)),
    ),
  );
}

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
const english = flat(dictionaries.en as unknown as Texts);
/** A plural's form that only some languages have: all but `other` (Japanese counts with that one). */
const OPTIONAL_FORM = /\.(zero|one|two|few|many)$/;

describe.each(languages.filter((language) => language !== 'en'))('the %s dictionary', (language) => {
  const texts = flat(dictionaries[language] as unknown as Texts);

  it('has every text English has, and no other', () => {
    // The plural forms beyond `other` are for the languages that use them.
    const required = (keys: string[]) => keys.filter((key) => !OPTIONAL_FORM.test(key)).sort();
    expect(required(Object.keys(texts))).toEqual(required(Object.keys(english)));
  });

  it('keeps each text’s placeholders, once each', () => {
    for (const [key, text] of Object.entries(texts)) {
      const base = english[key] ?? english[key.replace(OPTIONAL_FORM, '.other')]!;
      expect([key, placeholders(text)]).toEqual([key, placeholders(base)]);
    }
  });

  it('is its own language, not English sentences left in place', () => {
    // A single word may be the same in both (German "Name", French "Menu"); a phrase is not.
    const same = Object.entries(texts).filter(
      ([key, text]) => text === english[key] && /[a-z]{2,} [a-z]{2,}/i.test(text.replace(/\{\w+\}/g, '')),
    );
    expect(same.map(([key]) => key)).toEqual([]);
  });
});

describe.each(languages)('the %s dictionary’s plurals', (language) => {
  const texts = flat(dictionaries[language] as unknown as Texts);

  it('gives each plural exactly the forms the language counts with', () => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const plurals = new Set(
      Object.keys(texts)
        .filter((key) => key.endsWith('.other'))
        .map((key) => key.slice(0, -'.other'.length)),
    );
    expect(plurals.size).toBeGreaterThan(0);
    for (const plural of plurals) {
      const forms = Object.keys(texts)
        .filter((key) => key.startsWith(`${plural}.`))
        .map((key) => key.slice(plural.length + 1));
      expect([plural, forms.sort()]).toEqual([plural, [...categories].sort()]);
    }
  });
});

describe('languageOf', () => {
  it('takes the language of a locale the site has words for', () => {
    expect(languageOf('sv_SE')).toBe('sv');
    expect(languageOf('pt_BR')).toBe('pt');
    expect(languageOf('it_IT')).toBe('it');
    expect(languageOf('fi_FI')).toBeUndefined();
  });
});

describe('interfaceText', () => {
  it('puts the owner’s changed words over the dictionary’s, keeping the rest', () => {
    const words = interfaceText('de', {
      services: { callToAction: 'Termin buchen' },
      contact: { errors: { name: 'Name fehlt.' } },
    });
    expect(words.services.callToAction).toBe('Termin buchen');
    expect(words.contact.errors.name).toBe('Name fehlt.');
    expect(words.contact.errors.email).toBe(dictionaries.de.contact.errors.email);
    expect(words.player).toEqual(dictionaries.de.player);
  });
});

describe('a control named beyond its words (WCAG 2.5.3, label in name)', () => {
  it.each(languages)('starts its name with the words it shows, in %s', (language) => {
    expect(namesNotStartingWithWords(interfaceText(language), language)).toEqual([]);
  });

  it('finds a name that does not, as German had it', () => {
    const german = interfaceText('de', { music: { playAllOf: '{title} ganz abspielen' } });
    expect(namesNotStartingWithWords(german, 'de')).toEqual([
      { key: 'music.playAllOf', shown: 'Alle abspielen', name: 'Night Lines ganz abspielen' },
    ]);
    expect(NAMED_CONTROLS).toHaveLength(4);
  });
});
