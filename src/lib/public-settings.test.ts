import { httpUrl, publicApiConfig, readSetting } from './public-settings';

describe('readSetting', () => {
  it('trims a value and normalises a URL', () => {
    expect(readSetting({ VITE_HUBSPOT_FORM_ID: ' abc-123 ' }, 'VITE_HUBSPOT_FORM_ID')).toBe(
      'abc-123',
    );
    expect(readSetting({ VITE_SITE_URL: 'https://www.northlight.ai' }, 'VITE_SITE_URL')).toBe(
      'https://www.northlight.ai/',
    );
  });

  it('counts blank values, examples and URLs that are not absolute http(s) as not set, and says why', () => {
    const ignored: string[] = [];
    const hear = (message: string) => ignored.push(message);
    expect(readSetting({ VITE_MEETINGS_URL: '  ' }, 'VITE_MEETINGS_URL', hear)).toBeUndefined();
    expect(
      readSetting(
        { VITE_SUPABASE_URL: 'https://your-project-ref.supabase.co' },
        'VITE_SUPABASE_URL',
        hear,
      ),
    ).toBeUndefined();
    expect(
      readSetting({ VITE_SITE_URL: 'www.northlight.ai' }, 'VITE_SITE_URL', hear),
    ).toBeUndefined();
    expect(
      readSetting(
        { VITE_BACKGROUND_SCENE_URL: 'javascript:alert(1)' },
        'VITE_BACKGROUND_SCENE_URL',
        hear,
      ),
    ).toBeUndefined();
    expect(ignored).toEqual([
      'Ignoring VITE_SUPABASE_URL: "https://your-project-ref.supabase.co" is the example of .env.example, not a setting.',
      'Ignoring VITE_SITE_URL: "www.northlight.ai" is not an absolute http(s) URL.',
      'Ignoring VITE_BACKGROUND_SCENE_URL: "javascript:alert(1)" is not an absolute http(s) URL.',
    ]);
  });
});

describe('a switch setting', () => {
  it('is true or false in any case; anything else is not set, and says why', () => {
    const ignored: string[] = [];
    const read = (value: string) =>
      readSetting({ VITE_HUBSPOT_LANGUAGE_FIELD: value }, 'VITE_HUBSPOT_LANGUAGE_FIELD', (m) =>
        ignored.push(m),
      );
    expect([read(' TRUE '), read('false'), read(''), read('yes')]).toEqual([
      'true',
      'false',
      undefined,
      undefined,
    ]);
    expect(ignored).toEqual(['Ignoring VITE_HUBSPOT_LANGUAGE_FIELD: "yes" is not true or false.']);
  });
});

describe('publicApiConfig', () => {
  it('needs both the project URL and its key', () => {
    expect(
      publicApiConfig({
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc',
      }),
    ).toEqual({ url: 'http://127.0.0.1:54321/', key: 'sb_publishable_abc' });
    expect(publicApiConfig({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' })).toBeNull();
    expect(
      publicApiConfig({
        VITE_SUPABASE_URL: 'https://your-project-ref.supabase.co',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_...',
      }),
    ).toBeNull();
  });
});

describe('httpUrl', () => {
  it('accepts http and https only', () => {
    expect(httpUrl('http://localhost:5173')).toBe('http://localhost:5173/');
    expect(httpUrl('ftp://example.org/x')).toBeUndefined();
    expect(httpUrl('/relative')).toBeUndefined();
  });

  it('works where the browser has no URL.canParse (Safari before 17)', () => {
    const canParse = Object.getOwnPropertyDescriptor(URL, 'canParse');
    Object.defineProperty(URL, 'canParse', { value: undefined, configurable: true });
    try {
      expect(httpUrl('https://northlight.example/x')).toBe('https://northlight.example/x');
      expect(httpUrl('not a url')).toBeUndefined();
    } finally {
      if (canParse) Object.defineProperty(URL, 'canParse', canParse);
    }
  });
});
