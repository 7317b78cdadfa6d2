import 'server-only';
import type { LegalTexts } from '../types';

export const en: LegalTexts = {
  labels: {
    demoNotice:
      'Please note: Pawtrail is a demo shop. The company details on this page (representatives, branch addresses and registration numbers) are fictitious and marked “(demo)”.',
    demoMark: '{value} (demo)',
    registrations: { stateEntity: 'Registration' },
  },
  imprint: {
    title: 'Legal notice',
    description: 'The company behind the Pawtrail website and online shop: registered name, head office, representative, registration and contact.',
    intro: 'Who runs this website and sells in the Pawtrail online shop, and how to reach us.',
    sections: [
      {
        id: 'company',
        heading: 'Company',
        blocks: [
          {
            rows: [
              ['Company', '{company}'],
              ['Head office', '{address}'],
              ['Represented by', '{headRepresentative}, Chief Executive Officer'],
              ['Registration', '{stateEntity}'],
            ],
          },
          'In the European Union, Japan, South Korea and Brazil the company sells through registered branches; their details are in the legal notice of the German, French, Spanish, Italian, Japanese, Korean and Portuguese versions of this site.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        blocks: [
          {
            rows: [
              ['Phone', '{supportPhone} ({supportHours})'],
              ['Email', '{email}'],
            ],
          },
        ],
      },
    ],
  },
};
