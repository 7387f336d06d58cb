import { act, fireEvent, render, screen } from '@testing-library/react';
import { fakePictures } from '@/components/picture/testing/fakePictures';
import { Slideshow, SLIDE_INTERVAL_MS } from './Slideshow';
import { en } from '@/lib/i18n/dictionaries/en';
import { es } from '@/lib/i18n/dictionaries/es';

const words = { ...en.about, ...en.picture };

const icons = { play: <svg />, pause: <svg /> };
const status = () => screen.getByText(/^\d \/ 9/).textContent;
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('Slideshow', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('is announced as a carousel in the page’s language', () => {
    const spanish = { ...es.about, ...es.picture };
    render(<Slideshow slides={fakePictures(9)} sizes="420px" icons={icons} words={spanish} lang="es" />);
    expect(screen.getByRole('region', { name: spanish.slideshowName })).toHaveAttribute(
      'aria-roledescription',
      'carrusel',
    );
  });

  it('advances every 2000 ms and wraps after the ninth picture', () => {
    render(<Slideshow slides={fakePictures(9)} sizes="420px" icons={icons} words={words} lang="en" />);
    expect(status()).toBe('1 / 9: picture 1');
    wait(SLIDE_INTERVAL_MS - 1);
    expect(status()).toBe('1 / 9: picture 1');
    wait(1);
    expect(status()).toBe('2 / 9: picture 2');
    wait(SLIDE_INTERVAL_MS * 7);
    expect(status()).toBe('9 / 9: picture 9');
    wait(SLIDE_INTERVAL_MS);
    expect(status()).toBe('1 / 9: picture 1');
  });

  it('pauses and resumes when the picture is clicked', () => {
    render(<Slideshow slides={fakePictures(9)} sizes="420px" icons={icons} words={words} lang="en" />);
    const picture = screen.getByRole('button', { name: 'Pause the slideshow' });
    fireEvent.click(picture);
    expect(picture).toHaveAccessibleName('Play the slideshow');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    wait(SLIDE_INTERVAL_MS * 3);
    expect(status()).toBe('1 / 9: picture 1');

    fireEvent.click(picture);
    expect(picture).toHaveAccessibleName('Pause the slideshow');
    wait(SLIDE_INTERVAL_MS);
    expect(status()).toBe('2 / 9: picture 2');
  });

  it('toggles from the visible Pause/Play button too', () => {
    render(<Slideshow slides={fakePictures(9)} sizes="420px" icons={icons} words={words} lang="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    wait(SLIDE_INTERVAL_MS * 2);
    expect(status()).toBe('1 / 9: picture 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    wait(SLIDE_INTERVAL_MS);
    expect(status()).toBe('2 / 9: picture 2');
  });

  it('holds still while the mouse is over it, and resumes after', () => {
    render(<Slideshow slides={fakePictures(9)} sizes="420px" icons={icons} words={words} lang="en" />);
    const carousel = screen.getByRole('region', { name: 'Pictures' });
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
    wait(SLIDE_INTERVAL_MS * 2);
    expect(status()).toBe('1 / 9: picture 1');
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
    wait(SLIDE_INTERVAL_MS);
    expect(status()).toBe('2 / 9: picture 2');
  });

  it('starts paused when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    render(<Slideshow slides={fakePictures(9)} sizes="420px" icons={icons} words={words} lang="en" />);
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
    wait(SLIDE_INTERVAL_MS * 3);
    expect(status()).toBe('1 / 9: picture 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    wait(SLIDE_INTERVAL_MS);
    expect(status()).toBe('2 / 9: picture 2');
  });

  it('announces the slide only while it is not auto-advancing', () => {
    render(<Slideshow slides={fakePictures(9)} sizes="420px" icons={icons} words={words} lang="en" />);
    const live = screen.getByText(/^\d \/ 9/);
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('with one picture shows it, still: no timer, no pause button, no counter', () => {
    render(<Slideshow slides={fakePictures(1)} sizes="420px" icons={icons} words={words} lang="en" />);
    expect(screen.getByRole('img', { name: 'picture 1' })).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/\d \/ 1/)).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('with two pictures cycles between them', () => {
    render(<Slideshow slides={fakePictures(2)} sizes="420px" icons={icons} words={words} lang="en" />);
    expect(screen.getByText(/^1 \/ 2/)).toBeInTheDocument();
    wait(SLIDE_INTERVAL_MS);
    expect(screen.getByText(/^2 \/ 2/)).toBeInTheDocument();
    wait(SLIDE_INTERVAL_MS);
    expect(screen.getByText(/^1 \/ 2/)).toBeInTheDocument();
  });
});
