import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@/lib/i18n/dictionaries/en';
import { EmbedButton } from './EmbedButton';
import { embedWords } from './embedWords';

/** Whether the dialog's code can be fetched: its chunk is required at the click, as the browser fetches it. */
let mockOffline = false;
jest.mock('./EmbedDialog', () => {
  if (mockOffline) throw new Error('offline');
  return jest.requireActual('./EmbedDialog');
});

const props = {
  subject: 'Night Drive',
  path: '/embed/track/night-drive',
  siteUrl: 'https://example.com',
  height: 122,
  icon: <svg />,
  words: embedWords(en),
};

describe('EmbedButton', () => {
  beforeAll(() => {
    // jsdom draws <dialog> but does not open one as a modal.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
  });

  it('says so beside the button when the dialog cannot be fetched, and tries again on the next click', async () => {
    mockOffline = true;
    render(<EmbedButton {...props} />);
    const button = screen.getByRole('button', { name: 'Embed Night Drive' });
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(en.share.embedFailed);
    expect(screen.queryByRole('dialog')).toBeNull();

    mockOffline = false;
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Embed Night Drive' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toBeEmptyDOMElement();
  });

  it("opens the dialog with the player's code for another site and its preview from this one", async () => {
    render(<EmbedButton {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Embed Night Drive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Embed Night Drive' });
    const code = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Embed Night Drive' });
    expect(code.value).toContain('src="https://example.com/embed/track/night-drive"');
    expect(within(dialog).getByTitle('Audio player: Night Drive')).toHaveAttribute('src', '/embed/track/night-drive');
  });
});
