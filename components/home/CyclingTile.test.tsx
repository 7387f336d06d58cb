import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePictures } from '@/components/picture/testing/fakePictures';
import { en } from '@/lib/i18n/dictionaries/en';
import { CyclingTile } from './CyclingTile';

const words = { ...en.picture, status: 'Picture {number} of {count}: {alt}' };

/** The picture a visitor sees: the one image not inside a hidden frame. */
const shownPicture = () => screen.getAllByRole('img').filter((img) => !img.closest('[hidden]'));

describe('CyclingTile', () => {
  it('shows its first picture, then the next on each click, wrapping after the last', async () => {
    const user = userEvent.setup();
    render(
      <CyclingTile
        pictures={fakePictures(3)}
        buttonName="Show the next picture in gallery tile 1"
        words={words}
        lang="en"
        sizes="33vw"
      />,
    );
    const button = screen.getByRole('button', { name: 'Show the next picture in gallery tile 1' });
    expect(shownPicture()).toHaveLength(1);
    expect(shownPicture()[0]).toHaveAccessibleName('picture 1');

    await user.click(button);
    expect(shownPicture()[0]).toHaveAccessibleName('picture 2');
    await user.click(button);
    expect(shownPicture()[0]).toHaveAccessibleName('picture 3');
    await user.click(button);
    expect(shownPicture()[0]).toHaveAccessibleName('picture 1');
  });

  it('cycles nine pictures in order from the keyboard and describes the one shown', async () => {
    const user = userEvent.setup();
    render(
      <CyclingTile
        pictures={fakePictures(9)}
        buttonName="Show the next picture in the gallery"
        words={words}
        lang="en"
        sizes="100vw"
      />,
    );
    const button = screen.getByRole('button', { name: /next picture/ });
    button.focus();
    for (let shown = 2; shown <= 9; shown++) {
      await user.keyboard(shown % 2 ? '{Enter}' : ' ');
      expect(shownPicture()[0]).toHaveAccessibleName(`picture ${shown}`);
    }
    expect(button).toHaveAccessibleDescription('Picture 9 of 9: picture 9');
    await user.keyboard('{Enter}');
    expect(button).toHaveAccessibleDescription('Picture 1 of 9: picture 1');
  });

  it('puts only the picture shown in the page, the first eagerly and only when asked to', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <CyclingTile pictures={fakePictures(30)} buttonName="t" words={words} lang="en" sizes="33vw" eager />,
    );
    const loading = () => Array.from(document.querySelectorAll('img'), (img) => img.getAttribute('loading'));
    expect(loading()).toEqual(['eager']);
    await user.click(screen.getByRole('button'));
    expect(loading()).toEqual(['lazy']);
    expect(shownPicture()[0]).toHaveAccessibleName('picture 2');
    rerender(<CyclingTile pictures={fakePictures(3)} buttonName="t" words={words} lang="en" sizes="33vw" />);
    expect(loading()).toEqual(['lazy']);
  });

  it('keeps its visible count out of the button, so the button is named only by what it does', () => {
    render(
      <CyclingTile
        pictures={fakePictures(3)}
        buttonName="Show the next picture in gallery tile 2"
        words={words}
        lang="en"
        sizes="33vw"
      />,
    );
    const button = screen.getByRole('button', { name: 'Show the next picture in gallery tile 2' });
    const count = screen.getByText('1 / 3');
    expect(button).not.toContainElement(count);
    // No words shown in it: the picture's own say it failed, hidden until it does (PictureView).
    const shown = button.cloneNode(true) as HTMLElement;
    for (const hidden of shown.querySelectorAll('[hidden]')) hidden.remove();
    expect(shown.textContent).toBe('');
  });

  it('with one picture is just that picture: nothing to press', () => {
    render(
      <CyclingTile
        pictures={fakePictures(1)}
        buttonName="Show the next picture in gallery tile 1"
        words={words}
        lang="en"
        sizes="33vw"
        eager
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(shownPicture()).toHaveLength(1);
    expect(shownPicture()[0]).toHaveAttribute('loading', 'eager');
  });

  it('takes the place in the gallery it is given, with one picture as with several', () => {
    // The gallery centres a shorter last row by a class on its first tile, whatever that tile holds.
    const { container } = render(
      <>
        <CyclingTile
          pictures={fakePictures(1)}
          buttonName="t1"
          words={words}
          lang="en"
          sizes="33vw"
          className="last-row-start"
        />
        <CyclingTile
          pictures={fakePictures(3)}
          buttonName="t2"
          words={words}
          lang="en"
          sizes="33vw"
          className="last-row-start"
        />
      </>,
    );
    expect(container.querySelectorAll(':scope > .last-row-start')).toHaveLength(2);
  });
});
