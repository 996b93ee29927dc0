import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { contactPage } from '@/content/contact';

import { ContactForm } from './contact-form';
import type { ContactFormValues } from './schema';

afterEach(() => resetToasts());

function setup(
  submit: (
    values: ContactFormValues,
    page: { name: string; language: 'en' | 'de' },
  ) => Promise<void>,
  prefillMessage?: string,
) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ContactForm copy={contactPage.en} submit={submit} prefillMessage={prefillMessage} />
      <Toaster />
    </MemoryRouter>,
  );
  const fields = {
    firstname: screen.getByLabelText('First name'),
    lastname: screen.getByLabelText('Last name'),
    email: screen.getByLabelText('Email'),
    company: screen.getByLabelText('Company'),
    message: screen.getByLabelText('Message'),
  };
  const fill = async () => {
    await user.type(fields.firstname, 'Ada');
    await user.type(fields.lastname, 'Lovelace');
    await user.type(fields.email, 'ada@example.org');
    await user.type(fields.company, 'Analytical Engines');
    await user.type(fields.message, 'Automate our quotes, please.');
  };
  return { user, fields, fill };
}

describe('ContactForm', () => {
  it('shows all five messages on an empty submit and revalidates on change', async () => {
    const submit = vi.fn(async () => {});
    const { user, fields } = setup(submit);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    for (const text of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Company is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(fields.firstname).toHaveAccessibleDescription('First name is required');
    expect(submit).not.toHaveBeenCalled();

    await user.type(fields.email, 'ada');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.type(fields.firstname, 'A');
    await waitFor(() =>
      expect(screen.queryByText('First name is required')).not.toBeInTheDocument(),
    );
  });

  it('sends the values, shows the success toast and resets the form', async () => {
    const submit = vi.fn(async () => {});
    const { user, fields, fill } = setup(submit);
    await fill();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for your message. We'll get back to you within 24 hours."),
    ).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith(
      {
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@example.org',
        company: 'Analytical Engines',
        message: 'Automate our quotes, please.',
      },
      { name: 'Contact', language: 'en' },
    );
    await waitFor(() => expect(fields.firstname).toHaveValue(''));
    expect(fields.message).toHaveValue('');
  });

  it('keeps every value and shows the error toast when sending fails', async () => {
    const submit = vi.fn(async () => {
      throw new Error('502');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, fields, fill } = setup(submit);
    await fill();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
    expect(
      screen.getByText(
        'There was an issue sending your message. Please try again or contact us directly.',
      ),
    ).toBeInTheDocument();
    expect(fields.firstname).toHaveValue('Ada');
    expect(fields.lastname).toHaveValue('Lovelace');
    expect(fields.email).toHaveValue('ada@example.org');
    expect(fields.company).toHaveValue('Analytical Engines');
    expect(fields.message).toHaveValue('Automate our quotes, please.');
  });

  it('shows Sending... and disables the form while sending, and sends once', async () => {
    let release: () => void = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { user, fill } = setup(submit);
    await fill();
    const button = screen.getByRole('button', { name: 'Send message' });
    await user.click(button);
    const sendingButton = await screen.findByRole('button', { name: 'Sending...' });
    expect(sendingButton).toBeDisabled();
    expect(screen.getByLabelText('Message')).toBeDisabled();
    await user.click(sendingButton);
    release();
    await screen.findByText('Message sent successfully!');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('quietly drops a submission whose honeypot was filled', async () => {
    const submit = vi.fn(async () => {});
    const { user, fill } = setup(submit);
    await fill();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot?.tabIndex).toBe(-1);
    await user.type(honeypot as HTMLInputElement, 'http://spam.example');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('starts with a handed-over conversation in the message field, editable, sent only on Send', async () => {
    const submit = vi.fn(async () => {});
    const transcript = 'Our conversation:\n\nMe: Do you have an insurance example?\n\n';
    const { user, fields } = setup(submit, transcript);
    expect(fields.message).toHaveValue(transcript);
    expect(fields.message).toHaveAttribute('maxLength', '5000');
    await user.type(fields.message, 'Please call me.');
    expect(submit).not.toHaveBeenCalled();
    await user.type(fields.firstname, 'Ada');
    await user.type(fields.lastname, 'Lovelace');
    await user.type(fields.email, 'ada@example.org');
    await user.type(fields.company, 'Velanta');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Message sent successfully!');
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ message: `${transcript}Please call me.` }),
      { name: 'Contact', language: 'en' },
    );
  });

  it('says where the details go, with a link to the privacy policy', () => {
    setup(vi.fn(async () => {}));
    const note = screen.getByText(/HubSpot, our CRM/);
    expect(note.querySelector('a')).toHaveAttribute('href', '/privacy');
  });
});

describe('ContactForm on a German page', () => {
  it('speaks German, checks in German and sends the visitor’s language', async () => {
    const submit = vi.fn(async () => {});
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/de/contact']}>
        <ContactForm copy={contactPage.de} submit={submit} />
        <Toaster />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Bitte geben Sie Ihren Vornamen ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Vorname'), 'Erika');
    await user.type(screen.getByLabelText('Nachname'), 'Muster');
    await user.type(screen.getByLabelText('E-Mail'), 'erika@example.org');
    await user.type(screen.getByLabelText('Unternehmen'), 'Muster AG');
    await user.type(screen.getByLabelText('Nachricht'), 'Bitte rufen Sie mich an.');
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Nachricht erfolgreich gesendet!')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ firstname: 'Erika' }), {
      name: 'Kontakt',
      language: 'de',
    });
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de/privacy',
    );
  });
});
