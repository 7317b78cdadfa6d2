import 'server-only';
import type { LegalTexts } from '../types';

export const en: LegalTexts = {
  labels: {
    demoNotice:
      'Please note: Pawtrail is a demo shop. The company details on this page (representatives, branch addresses and registration numbers) are fictitious and marked “(demo)”.',
    demoMark: '{value} (demo)',
    registrations: {
      stateEntity: 'Registration',
    },
  },
};
