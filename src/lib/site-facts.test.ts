import { seedCompanyFacts } from '../../supabase/functions/_testing/site-content.ts';
import { factValues } from './site-content';
import { placeholderNames, siteFactsOf, siteNameOf, withFacts } from './site-facts';
import { fill } from './template';

describe('factValues', () => {
  it('writes each fact the language’s way', () => {
    const en = factValues(seedCompanyFacts, 'en');
    const de = factValues(seedCompanyFacts, 'de');
    expect(en).toMatchObject({ goLiveWeeks: '6-8', participants: '8-12', country: 'Germany' });
    expect(de).toMatchObject({ goLiveWeeks: '6–8', participants: '8–12', country: 'Deutschland' });
    expect(en).toMatchObject({ ceo: 'Alex Example', ceoFirstName: 'Alex', accuracy: '99' });
  });

  it('names a workshop price and dates only when the facts have them', () => {
    expect(factValues(seedCompanyFacts, 'en')).toMatchObject({
      workshopPrice: '',
      workshopDates: '',
    });
    const facts = {
      ...seedCompanyFacts,
      workshop: {
        ...seedCompanyFacts.workshop,
        priceEur: 4900,
        dates: ['2027-03-04', '2027-05-06'],
      },
    };
    expect(factValues(facts, 'en')).toMatchObject({
      workshopPrice: '€4,900',
      workshopDates: 'Mar 4, 2027, May 6, 2027',
    });
    expect(factValues(facts, 'de')).toMatchObject({
      workshopPrice: '4.900\u00a0€',
      workshopDates: '04.03.2027, 06.05.2027',
    });
  });

  it('writes a range of one value as that value', () => {
    const facts = {
      ...seedCompanyFacts,
      figures: { ...seedCompanyFacts.figures, goLiveWeeks: { min: 4, max: 4 } },
    };
    expect(factValues(facts, 'de').goLiveWeeks).toBe('4');
  });
});

describe('fill', () => {
  it('fills known placeholders and leaves unknown ones as written', () => {
    expect(fill('{a} and {b} and {toString}', { a: 'x', b: 2 })).toBe('x and 2 and {toString}');
  });
});

describe('withFacts', () => {
  const values = factValues(seedCompanyFacts, 'en');

  it('fills every string of a copy object, in nested objects and lists', () => {
    const copy = {
      title: 'Live in {goLiveWeeks} weeks',
      stats: [{ value: '{integrations}+', label: 'integrations' }],
      link: { href: 'mailto:{email}', external: false },
      count: 3,
    };
    expect(withFacts(copy, values)).toEqual({
      title: 'Live in 6-8 weeks',
      stats: [{ value: '500+', label: 'integrations' }],
      link: { href: 'mailto:hello@northlight-ai.example', external: false },
      count: 3,
    });
    expect(copy.title).toBe('Live in {goLiveWeeks} weeks');
  });

  it('returns the copy unchanged without values (a meta before the root’s data)', () => {
    const copy = { title: '{companyName}' };
    expect(withFacts(copy, undefined)).toBe(copy);
  });
});

describe('siteFactsOf', () => {
  const site = {
    companyName: 'Northlight AI',
    legalName: 'Northlight AI GmbH',
    email: 'hello@northlight-ai.example',
    phone: '+49 30 1234567',
    phoneHref: 'tel:+49301234567',
    street: 'Musterstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    country: 'Germany',
    socialLinks: [],
    values: { goLiveWeeks: '6-8' },
  };

  it('reads the root route’s data, and nothing before it is known', () => {
    expect(siteNameOf([{ id: 'routes/home' }, { id: 'root', loaderData: { site } }])).toBe(
      'Northlight AI',
    );
    expect(siteFactsOf([{ id: 'root', loaderData: undefined }])).toBeNull();
    expect(siteNameOf([undefined])).toBe('');
  });

  it('has the values of the layout’s facts, the root’s and the page route’s', () => {
    const facts = siteFactsOf([
      { id: 'root', loaderData: { site } },
      {
        id: 'routes/home',
        loaderData: {
          faq: [],
          facts: { values: { trained: '500' } },
        },
      },
    ]);
    expect(facts?.values).toEqual({
      companyName: 'Northlight AI',
      legalName: 'Northlight AI GmbH',
      email: 'hello@northlight-ai.example',
      phone: '+49 30 1234567',
      street: 'Musterstraße 1',
      postalCode: '10115',
      city: 'Berlin',
      country: 'Germany',
      goLiveWeeks: '6-8',
      trained: '500',
    });
  });
});

describe('placeholderNames', () => {
  it('finds the placeholders of every string of a copy object', () => {
    const copy = {
      title: 'Live in {goLiveWeeks} weeks, {goLiveWeeks}',
      stats: [{ value: '{integrations}+' }, 'mailto:{email}'],
      nested: { deeper: { text: 'By {ceo}' } },
      count: 3,
      flag: true,
    };
    expect([...placeholderNames(copy)].sort()).toEqual([
      'ceo',
      'email',
      'goLiveWeeks',
      'integrations',
    ]);
    expect(placeholderNames(undefined).size).toBe(0);
  });
});
