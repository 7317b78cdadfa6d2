import 'server-only';
import type { LegalTexts } from '../types';

export const fr: LegalTexts = {
  labels: {
    demoNotice:
      'Avertissement : Pawtrail est une boutique de démonstration. Les informations sur la société figurant sur cette page (représentants, adresse de la succursale, numéros d’immatriculation et de TVA) sont fictives et signalées par la mention « (démo) ».',
    demoMark: '{value} (démo)',
    registrations: {
      commercialRegister: 'Immatriculation',
      vatId: 'Numéro de TVA intracommunautaire',
      stateEntity: 'Immatriculation de la société',
    },
  },
};
