import { slugProblem } from './slug';
import { slugify } from './slugify';

describe('slugify', () => {
  it('turns a title into lowercase words joined by hyphens', () => {
    expect(slugify('From 6 hours to 30 minutes: AI-generated quotes for custom machinery')).toBe(
      'from-6-hours-to-30-minutes-ai-generated-quotes-for-custom-machinery',
    );
  });

  it('spells out German umlauts and ß and drops other accents', () => {
    expect(slugify('Prüfung der Frachtrechnungen für Größe & Maß')).toBe(
      'pruefung-der-frachtrechnungen-fuer-groesse-mass',
    );
    expect(slugify('ÄRZTE, Übergänge, Öl')).toBe('aerzte-uebergaenge-oel');
    expect(slugify('Café Crème à la Française – Señor Ñandú')).toBe(
      'cafe-creme-a-la-francaise-senor-nandu',
    );
  });

  it('collapses punctuation and trims hyphens at both ends', () => {
    expect(slugify('  --Hello,   World!!--  ')).toBe('hello-world');
  });

  it('gives an empty slug for a title without letters or digits', () => {
    expect(slugify('!!! ???')).toBe('');
  });

  it('cuts long titles at a word boundary, well below the maximum', () => {
    const title = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^word0-word1-.*-word\d+$/);
    expect(slugProblem(slug)).toBeNull();
  });
});
