import type { ReactElement } from 'react';
import { closeDb } from '@/lib/server/db';
import { OrganizationJsonLd } from './organization-json-ld';

// Next's data cache needs the Next server; here the settings reader runs uncached.
jest.mock('next/cache', () => ({ ...jest.requireActual<object>('next/cache'), unstable_cache: (fn: unknown) => fn }));

afterAll(closeDb);

describe('OrganizationJsonLd', () => {
  it('describes the company from the site settings, with the hotline and its hours', async () => {
    const element = (await OrganizationJsonLd({ locale: 'de' })) as ReactElement<{ data: Record<string, unknown> }>;
    const data = element.props.data;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Pawtrail',
      url: expect.stringMatching(/\/de\/index$/),
      logo: expect.stringMatching(/^https?:\/\/.+\/media\/brand\/logo\.svg$/),
      email: 'support@pawtrail.example',
      address: expect.stringMatching(/\S/),
    });
    expect(data.contactPoint).toEqual([
      expect.objectContaining({
        '@type': 'ContactPoint',
        name: '1-833-PAWTRAIL',
        telephone: expect.stringMatching(/^\+1\d{10}$/),
        hoursAvailable: expect.objectContaining({ opens: '08:30', closes: '20:30', dayOfWeek: expect.arrayContaining(['Monday', 'Saturday']) }),
      }),
    ]);
    expect(data).not.toHaveProperty('sameAs');
  });
});
