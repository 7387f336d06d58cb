import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButton, SHARED_NOTE_MS } from './ShareButton';
import { en } from '@/lib/i18n/dictionaries/en';

const url = 'https://example.com/projects/retention-curve';

describe('ShareButton', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    jest.useRealTimers();
  });

  it('opens the system share sheet where there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareButton title="Retention Curve" url={url} icon={<svg />} words={en.share} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share Retention Curve' }));
    expect(share).toHaveBeenCalledWith({ title: 'Retention Curve', url });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it(
    'a second button beside the first says what it shares differently, ' + 'and its name begins with its words',
    async () => {
      const share = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      render(
        <ShareButton
          title="Night Drive at 0:05"
          label="Share at 0:05"
          name="Share at 0:05: Night Drive"
          url={`${url}#t=5s`}
          icon={<svg />}
          words={en.share}
        />,
      );
      const button = screen.getByRole('button', { name: 'Share at 0:05: Night Drive' });
      expect(button).toHaveTextContent(/^Share at 0:05$/);
      await userEvent.click(button);
      expect(share).toHaveBeenCalledWith({ title: 'Night Drive at 0:05', url: `${url}#t=5s` });
    },
  );

  it('elsewhere copies the link and says so for a few seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ShareButton title="Retention Curve" url={url} icon={<svg />} words={en.share} />);
    await user.click(screen.getByRole('button', { name: 'Share Retention Curve' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    // Let the note's timer start, then run it out.
    await act(() => Promise.resolve());
    act(() => jest.advanceTimersByTime(SHARED_NOTE_MS - 100));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says how to copy the address when the clipboard is refused', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    render(<ShareButton title="Retention Curve" url={url} icon={<svg />} words={en.share} />);
    await user.click(screen.getByRole('button', { name: 'Share Retention Curve' }));
    expect(screen.getByRole('status')).toHaveTextContent(`copy the address from the address bar (${url})`);
  });
});
