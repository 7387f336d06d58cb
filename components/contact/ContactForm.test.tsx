import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { send } from '@emailjs/browser';
import { ContactForm, THANKS_MS } from './ContactForm';
import type { EmailConfig } from './emailService';
import { en } from '@/lib/i18n/dictionaries/en';

jest.mock('@emailjs/browser', () => ({ send: jest.fn() }));
const mockedSend = jest.mocked(send);

const THANKS = "Thanks for contacting me! I'll get in touch with you shortly.";
const config: EmailConfig = {
  serviceId: 'service_x',
  templateId: 'template_x',
  publicKey: 'public_x',
  blockHeadless: false,
};

/** The form, for an owner with an address (or, `withoutAddress`, without one). */
function renderForm({ withoutAddress = false } = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ContactForm
      ownerEmail={withoutAddress ? undefined : 'owner@example.com'}
      thanks={THANKS}
      sendLabel="Send"
      words={en.contact}
      lang="en"
    />,
  );
  const name = screen.getByRole('textbox', { name: /^Name/ });
  const email = screen.getByRole('textbox', { name: /^Email/ });
  const message = screen.getByRole('textbox', { name: /^Message/ });
  const fill = async (values: { name?: string; email?: string; message?: string } = {}) => {
    await user.type(name, values.name ?? 'Ada');
    await user.type(email, values.email ?? 'ada@example.com');
    await user.type(message, values.message ?? 'Hello there');
  };
  return { user, name, email, message, fill, sendButton: () => screen.getByRole('button', { name: /^Send/ }) };
}

beforeEach(() => {
  jest.useFakeTimers();
  window.__contactEmailConfig = config;
  mockedSend.mockReset();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  delete window.__contactEmailConfig;
  jest.restoreAllMocks();
});

describe('ContactForm', () => {
  it('marks every field required and gives the message 7 rows', () => {
    const { name, email, message } = renderForm();
    for (const field of [name, email, message]) expect(field).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(message).toHaveAttribute('rows', '7');
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(email).toHaveAttribute('autocomplete', 'email');
  });

  it('sends trimmed values, clears the form and thanks at once, for 5 s', async () => {
    let resolve: (value: { status: number; text: string }) => void = () => {};
    mockedSend.mockReturnValue(new Promise((r) => (resolve = r)));
    const { user, name, email, message, fill, sendButton } = renderForm();
    await fill({ name: '  Ada  ', message: ' Hello there ' });
    await user.click(sendButton());

    await waitFor(() => expect(mockedSend).toHaveBeenCalledTimes(1));
    expect(mockedSend).toHaveBeenCalledWith(
      'service_x',
      'template_x',
      { name: 'Ada', email: 'ada@example.com', message: 'Hello there' },
      expect.objectContaining({
        publicKey: 'public_x',
        blockHeadless: false,
        limitRate: { id: 'contact-form', throttle: 10_000 },
      }),
    );
    expect(name).toHaveValue('');
    expect(email).toHaveValue('');
    expect(message).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(THANKS);
    // In flight: no second send.
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();

    await act(async () => resolve({ status: 200, text: 'OK' }));
    expect(sendButton()).toBeEnabled();
    act(() => jest.advanceTimersByTime(THANKS_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent(THANKS);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('puts the message back with an error, a Retry and a mail link when sending fails', async () => {
    mockedSend
      .mockRejectedValueOnce({ status: 500, text: 'Server error' })
      .mockResolvedValueOnce({ status: 200, text: 'OK' });
    const { user, name, email, message, fill } = renderForm();
    await fill();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('the e-mail service answered with an error');
    expect(screen.getByRole('status')).not.toHaveTextContent(THANKS);
    expect(name).toHaveValue('Ada');
    expect(email).toHaveValue('ada@example.com');
    expect(message).toHaveValue('Hello there');
    expect(console.error).toHaveBeenCalled();
    const mailLink = screen.getByRole('link', { name: 'Send it with your e-mail app instead' });
    expect(mailLink.getAttribute('href')).toMatch(
      /^mailto:owner@example\.com\?subject=Message%20from%20Ada&body=Hello%20there/,
    );

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(mockedSend).toHaveBeenCalledTimes(2));
    expect(mockedSend.mock.calls[1]?.[2]).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Hello there' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(THANKS);
  });

  it('without the owner’s address, a failed send keeps the message and offers Retry only', async () => {
    mockedSend.mockRejectedValueOnce({ status: 500, text: 'Server error' });
    const { user, message, fill } = renderForm({ withoutAddress: true });
    await fill();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing you wrote is lost');
    expect(message).toHaveValue('Hello there');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('form')).not.toHaveAttribute('action');
  });

  it('treats a network failure the same way', async () => {
    mockedSend.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, message, fill } = renderForm();
    await fill();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the connection failed');
    expect(message).toHaveValue('Hello there');
  });

  it('says to wait when the throttle refuses a second send', async () => {
    mockedSend.mockRejectedValueOnce({ status: 429, text: 'Too many requests' });
    const { user, fill } = renderForm();
    await fill();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 10 seconds before sending another');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('rejects white space with a message linked to the field', async () => {
    const { user, name, fill } = renderForm();
    await fill({ name: '   ' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(mockedSend).not.toHaveBeenCalled();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name, not just spaces.');
    expect(name).toHaveFocus();
    await user.type(name, 'Ada');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('counts the characters left near the limit', async () => {
    const { user, name } = renderForm();
    await user.type(name, 'x'.repeat(79));
    expect(screen.queryByText(/characters left/)).not.toBeInTheDocument();
    await user.type(name, 'x');
    expect(name).toHaveAccessibleDescription('20 characters left');
    expect(name).toHaveAttribute('maxlength', '100');
  });

  it('drops a bot submission silently when the hidden trap is filled', async () => {
    const { user, fill } = renderForm();
    await fill();
    const trap = document.getElementById('company') as HTMLInputElement;
    trap.value = 'Spam Inc';
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(mockedSend).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(THANKS);
  });

  it('without an e-mail service, hands the message to the mail app and says so', async () => {
    window.__contactEmailConfig = null;
    const { user, fill } = renderForm();
    expect(screen.getByText(/Sending opens your e-mail app/)).toBeInTheDocument();
    await fill();
    // jsdom cannot follow the mailto: navigation (it reports it as not implemented);
    // the browser test checks the navigation itself.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(mockedSend).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Your e-mail app should now open');
    expect(screen.getByRole('link', { name: 'open it with this link' }).getAttribute('href')).toMatch(
      /^mailto:owner@example\.com\?subject=Message%20from%20Ada&body=Hello%20there/,
    );
  });

  it('keeps what was typed before its code arrived, and sends it', async () => {
    // The pre-rendered form, typed into before React hydrates it (the code loads after the first view).
    const form = (
      <ContactForm ownerEmail="owner@example.com" thanks={THANKS} sendLabel="Send" words={en.contact} lang="en" />
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(form);
    const typed = { name: 'Ada', email: 'ada@example.com', message: 'Typed while the page was loading' };
    for (const [field, value] of Object.entries(typed))
      (container.querySelector(`#${field}`) as HTMLInputElement).value = value;

    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(typed.name);
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue(typed.message);

    mockedSend.mockResolvedValue({ status: 200, text: 'OK' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(mockedSend).toHaveBeenCalledWith('service_x', 'template_x', typed, expect.anything()));
    container.remove();
  });
});
