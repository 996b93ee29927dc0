import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  ContactFormNotConfiguredError,
  ContactSubmitError,
  buildSubmission,
  readHubSpotCookie,
  submissionUrl,
  submitContact,
} from './submit-contact';

const values = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.org',
  company: 'Analytical Engines',
  message: 'Hello',
};
const config = {
  baseUrl: 'https://forms.test',
  portalId: '123',
  formId: 'abc-def',
  languageField: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'hubspotutk=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the HubSpot Forms API v3 submission', () => {
  it('lists the five fields in order, the visitor’s language and the page context', () => {
    expect(
      buildSubmission(
        values,
        { uri: 'https://site.test/contact', name: 'Contact', language: 'en' },
        { languageField: true },
      ),
    ).toEqual({
      fields: [
        { name: 'firstname', value: 'Ada' },
        { name: 'lastname', value: 'Lovelace' },
        { name: 'email', value: 'ada@example.org' },
        { name: 'company', value: 'Analytical Engines' },
        { name: 'message', value: 'Hello' },
        { name: 'hs_language', value: 'en' },
      ],
      context: { pageUri: 'https://site.test/contact', pageName: 'Contact' },
    });
  });

  it('sends no language to a form without the hidden field: every field it has, nothing else', () => {
    const body = buildSubmission(
      values,
      { uri: 'u', name: 'n', language: 'de' },
      { languageField: false },
    );
    expect(body.fields.map((field) => field.name)).toEqual([
      'firstname',
      'lastname',
      'email',
      'company',
      'message',
    ]);
  });

  it('adds hutk only when the HubSpot cookie exists', () => {
    expect(readHubSpotCookie('a=1; hubspotutk=abc%3D123; b=2')).toBe('abc=123');
    expect(readHubSpotCookie('a=1; b=2')).toBeUndefined();
    const body = buildSubmission(
      values,
      { uri: 'u', name: 'n', language: 'de', hutk: 'tok' },
      { languageField: true },
    );
    expect(body.context).toEqual({ pageUri: 'u', pageName: 'n', hutk: 'tok' });
  });

  it('posts to /submissions/v3/integration/submit/{portalId}/{formGuid}', () => {
    expect(submissionUrl(config)).toBe(
      'https://forms.test/submissions/v3/integration/submit/123/abc-def',
    );
  });

  it('refuses to send without a portal or form id', async () => {
    expect(() => submissionUrl({ ...config, formId: undefined })).toThrow(
      ContactFormNotConfiguredError,
    );
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      submitContact(
        values,
        { name: 'Contact', language: 'en' },
        { ...config, portalId: undefined },
      ),
    ).rejects.toThrow(ContactFormNotConfiguredError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends JSON with the current URL and the cookie, and succeeds on an OK status', async () => {
    document.cookie = 'hubspotutk=visitor-1';
    const fetchMock = vi.fn(
      async () => new Response('{"inlineMessage":"Thanks"}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await submitContact(values, { name: 'Contact', language: 'en' }, config);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://forms.test/submissions/v3/integration/submit/123/abc-def');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    const body = JSON.parse(String(init.body));
    expect(body.context).toEqual({
      pageUri: window.location.href,
      pageName: 'Contact',
      hutk: 'visitor-1',
    });
    expect(body.fields.at(-1)).toEqual({ name: 'hs_language', value: 'en' });
  });

  it('sends the language only when the configured form has the hidden field', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await submitContact(
      values,
      { name: 'Kontakt', language: 'de' },
      { ...config, languageField: false },
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const names = (JSON.parse(String(init.body)) as { fields: { name: string }[] }).fields.map(
      (field) => field.name,
    );
    expect(names).not.toContain('hs_language');
  });

  it('fails on a non-OK status and on a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 400 })),
    );
    await expect(
      submitContact(values, { name: 'Contact', language: 'en' }, config),
    ).rejects.toBeInstanceOf(ContactSubmitError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(
      submitContact(values, { name: 'Contact', language: 'en' }, config),
    ).rejects.toThrow('Failed to fetch');
  });
});
