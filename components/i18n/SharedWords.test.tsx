import { render } from '@testing-library/react';
import { ar } from '@/lib/i18n/dictionaries/ar';
import { en } from '@/lib/i18n/dictionaries/en';
import { SharedWordsProvider } from './SharedWords';

describe('SharedWordsProvider', () => {
  it(
    'says the language on screen and the way it is written to the document, ' + 'as a visitor moves between languages',
    () => {
      const { rerender } = render(
        <SharedWordsProvider words={{ lang: 'ar', dir: 'rtl', player: ar.player, picture: ar.picture }}>
          page
        </SharedWordsProvider>,
      );
      expect(document.documentElement).toHaveAttribute('lang', 'ar');
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');

      rerender(
        <SharedWordsProvider words={{ lang: 'en', dir: 'ltr', player: en.player, picture: en.picture }}>
          page
        </SharedWordsProvider>,
      );
      expect(document.documentElement).toHaveAttribute('lang', 'en');
      expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    },
  );
});
