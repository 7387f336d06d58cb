import { render, screen } from '@testing-library/react';
import { ar } from '@/lib/i18n/dictionaries/ar';
import { en } from '@/lib/i18n/dictionaries/en';
import { ShownLanguage, useShownWords } from './SharedWords';

/** Where the player bar would show its name: it reads the language on screen, not props. */
function BarName() {
  return <p>{useShownWords()?.player.nowPlaying ?? 'no language yet'}</p>;
}

describe('ShownLanguage', () => {
  it(
    'says the language on screen and the way it is written to the document, ' + 'as a visitor moves between languages',
    () => {
      const { rerender } = render(<ShownLanguage words={{ lang: 'ar', dir: 'rtl', player: ar.player }} />);
      expect(document.documentElement).toHaveAttribute('lang', 'ar');
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');

      rerender(<ShownLanguage words={{ lang: 'en', dir: 'ltr', player: en.player }} />);
      expect(document.documentElement).toHaveAttribute('lang', 'en');
      expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    },
  );

  it('gives the player bar, outside every language’s layout, the words of the language on screen', () => {
    const { rerender } = render(
      <>
        <BarName />
        <ShownLanguage words={{ lang: 'ar', dir: 'rtl', player: ar.player }} />
      </>,
    );
    expect(screen.getByText(ar.player.nowPlaying)).toBeInTheDocument();

    rerender(
      <>
        <BarName />
        <ShownLanguage words={{ lang: 'en', dir: 'ltr', player: en.player }} />
      </>,
    );
    expect(screen.getByText(en.player.nowPlaying)).toBeInTheDocument();
  });
});
