import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { usePathname } from 'next/navigation';
import { Slideshow } from '@/components/about/Slideshow';
import { CyclingTile } from '@/components/home/CyclingTile';
import { fakePictures } from '@/components/picture/testing/fakePictures';
import { ProjectViewer } from '@/components/projects/ProjectViewer';
import { AppFrame } from '@/components/shell/AppFrame';
import { MenuToggle } from '@/components/shell/MenuToggle';
import { ShellProvider } from '@/components/shell/ShellProvider';
import { SiteMenu } from '@/components/shell/SiteMenu';
import { en } from '@/lib/i18n/dictionaries/en';
import { installEarlyTaps } from './earlyTaps';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/') }));

/*
 * The page as a visitor on a slow link has it: the server's HTML with the early script and none
 * of React's code; then the code arrives and hydrates it. Taps before take effect once, and the
 * hydrated components carry on from there without a mismatch.
 */

let root: Root | undefined;
const recoverable: unknown[] = [];

/** The component's pre-rendered HTML in the page, as the static export writes it. */
function serve(element: ReactElement) {
  document.body.innerHTML = `<div id="page">${renderToString(element)}</div>`;
}

/**
 * The page's code arrives: React hydrates what the server rendered. The attributes the early
 * script changed differ from the server's, which React leaves as they are (in development it
 * says so, and that is the only thing it may say); texts and structure must match.
 */
function hydrate(element: ReactElement) {
  const said: string[] = [];
  const error = jest.spyOn(console, 'error').mockImplementation((message: unknown) => said.push(String(message)));
  act(() => {
    root = hydrateRoot(document.getElementById('page')!, element, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  error.mockRestore();
  for (const message of said)
    expect(message).toMatch(
      /^A tree hydrated but some attributes of the server rendered HTML didn't match the client properties/,
    );
}

beforeAll(() => {
  installEarlyTaps();
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  expect(recoverable).toEqual([]);
});

const shownPicture = () => screen.getAllByRole('img').filter((img) => !img.closest('[hidden]'))[0];

describe('a gallery tile before its code', () => {
  const tile = (
    <CyclingTile
      pictures={fakePictures(3)}
      buttonName="Next picture"
      words={{ ...en.picture, status: 'Picture {number} of {count}: {alt}' }}
      lang="en"
      sizes="33vw"
    />
  );

  it('shows its next picture on each tap, and keeps it when the code takes over', () => {
    serve(tile);
    const button = screen.getByRole('button', { name: 'Next picture' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(shownPicture()).toHaveAccessibleName('picture 3');
    expect(shownPicture()).toHaveAttribute('src', '/_img/picture-3-640.jpg');
    expect(shownPicture()).toHaveAttribute('srcset', '/_img/picture-3-320.jpg 320w, /_img/picture-3-640.jpg 640w');
    expect(document.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      '/_img/picture-3-320.avif 320w, /_img/picture-3-640.avif 640w',
    );
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription('Picture 3 of 3: picture 3');

    hydrate(tile);
    expect(shownPicture()).toHaveAccessibleName('picture 3');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    // One more tap is React's, and counts once.
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(shownPicture()).toHaveAccessibleName('picture 1');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it(
    'gives the next picture the shape of its box (across a landscape, down a phone screenshot), ' +
      'the one the code gives it',
    () => {
      const [landscape, screenshot] = fakePictures(2);
      const shapes = (
        <CyclingTile
          pictures={[landscape!, { ...screenshot!, width: 1080, height: 2340 }]}
          buttonName="Next picture"
          words={{ ...en.picture, status: '{alt}' }}
          lang="en"
          sizes="33vw"
        />
      );
      serve(shapes);
      expect(shownPicture()).toHaveAttribute('data-shape', 'wide');
      fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
      expect(shownPicture()).toHaveAttribute('height', '2340');
      expect(shownPicture()).toHaveAttribute('data-shape', 'tall');

      hydrate(shapes);
      expect(shownPicture()).toHaveAccessibleName('picture 2');
      expect(shownPicture()).toHaveAttribute('data-shape', 'tall');
    },
  );

  it(
    'fills the frame around the owner’s focal point with a picture asked to, ' +
      'and shows the others whole, as the code does',
    () => {
      const [whole, cropped, another] = fakePictures(3);
      const fits = (
        <CyclingTile
          pictures={[whole!, { ...cropped!, fit: 'fill', position: 'top' }, another!]}
          buttonName="Next picture"
          words={{ ...en.picture, status: '{alt}' }}
          lang="en"
          sizes="33vw"
        />
      );
      const fillsAtTop = () => {
        expect(shownPicture()).toHaveAttribute('data-fit', 'fill');
        expect(shownPicture()).toHaveStyle({ objectPosition: 'top' });
      };
      const showsWhole = () => {
        expect(shownPicture()).not.toHaveAttribute('data-fit');
        expect(shownPicture()!.style.objectPosition).toBe('');
      };
      serve(fits);
      const button = screen.getByRole('button', { name: 'Next picture' });
      fireEvent.click(button);
      fillsAtTop();
      fireEvent.click(button);
      expect(shownPicture()).toHaveAccessibleName('picture 3');
      showsWhole();
      fireEvent.click(button);
      fireEvent.click(button);
      fillsAtTop();

      hydrate(fits);
      expect(shownPicture()).toHaveAccessibleName('picture 2');
      fillsAtTop();
      fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
      expect(shownPicture()).toHaveAccessibleName('picture 3');
      showsWhole();
    },
  );
});

describe('a project before its code', () => {
  const projects = [
    {
      id: 1,
      title: 'Atlas',
      slug: 'atlas',
      href: '/projects/atlas',
      url: 'https://example.com/projects/atlas',
      description: <p>Maps.</p>,
      // The second a phone's screenshot: its frame takes its shape.
      pictures: fakePictures(4, 'atlas').map((picture, index) =>
        index === 1 ? { ...picture, width: 600, height: 1200 } : picture,
      ),
    },
  ];
  /** The frame's shape: the width ÷ height of the picture it shows. */
  const frameRatio = () =>
    document.querySelector<HTMLElement>('[data-project-panel] [data-shaped]')!.style.getPropertyValue('--shown-ratio');
  const viewer = (
    <ProjectViewer
      projects={projects}
      icons={{ previous: <svg />, next: <svg />, share: <svg /> }}
      words={{ ...en.projects, unavailable: en.picture.unavailable, share: en.share }}
      lang="en"
    />
  );

  it('steps back and forth through its pictures, and the code carries on from there', () => {
    serve(viewer);
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture of Atlas' }));
    expect(shownPicture()).toHaveAccessibleName('atlas 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture of Atlas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next picture of Atlas' }));
    expect(shownPicture()).toHaveAccessibleName('atlas 2');
    expect(screen.getByText('Picture 2 of 4')).toBeInTheDocument();
    expect(frameRatio()).toBe('0.5');

    hydrate(viewer);
    expect(shownPicture()).toHaveAccessibleName('atlas 2');
    expect(frameRatio()).toBe('0.5');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture of Atlas' }));
    expect(shownPicture()).toHaveAccessibleName('atlas 3');
    expect(screen.getByText('Picture 3 of 4')).toBeInTheDocument();
    expect(frameRatio()).toBe('1.3333');
  });
});

describe('the slideshow before its code', () => {
  const slideshow = (
    <Slideshow
      slides={fakePictures(3)}
      sizes="420px"
      icons={{ play: <svg />, pause: <svg /> }}
      words={{ ...en.about, ...en.picture }}
      lang="en"
    />
  );

  it('pauses from its button, and stays paused when the code takes over', () => {
    jest.useFakeTimers();
    serve(slideshow);
    fireEvent.click(screen.getByRole('button', { name: en.about.pause }));
    expect(screen.getByRole('button', { name: en.about.play })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.about.playSlideshow })).toBeInTheDocument();

    hydrate(slideshow);
    act(() => jest.advanceTimersByTime(10_000));
    expect(shownPicture()).toHaveAccessibleName('picture 1');
    fireEvent.click(screen.getByRole('button', { name: en.about.play }));
    expect(screen.getByRole('button', { name: en.about.pause })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2_000));
    expect(shownPicture()).toHaveAccessibleName('picture 2');
    jest.useRealTimers();
  });
});

describe('the menu before its code', () => {
  const shell = (
    <ShellProvider>
      <SiteMenu
        closeIcon={<svg />}
        words={en.shell}
        links={{ primary: [{ kind: 'route', label: 'Projects', href: '/projects' }], secondary: [] }}
      />
      <AppFrame>
        <MenuToggle icon={<svg />} label={en.shell.menu} />
        <p>Page</p>
      </AppFrame>
    </ShellProvider>
  );
  const dialog = () => document.querySelector('[role=dialog]')!;

  it('opens from the hamburger, closes with Escape, and opens again', () => {
    serve(shell);
    const toggle = screen.getByRole('button', { name: en.shell.menu });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dialog()).not.toHaveAttribute('inert');
    expect(within(dialog() as HTMLElement).getByRole('button', { name: en.shell.closeMenu })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(dialog()).toHaveAttribute('inert');
    expect(toggle).toHaveFocus();
  });

  it('opened early, stays open when the code takes over, and the code closes it', () => {
    jest.mocked(usePathname).mockReturnValue('/');
    serve(shell);
    fireEvent.click(screen.getByRole('button', { name: en.shell.menu }));

    hydrate(shell);
    expect(dialog()).toHaveAttribute('data-menu', 'open');
    expect(screen.getByRole('button', { name: en.shell.menu, hidden: true })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(dialog() as HTMLElement).getByRole('button', { name: en.shell.closeMenu }));
    expect(dialog()).toHaveAttribute('data-menu', 'closing');
  });
});
