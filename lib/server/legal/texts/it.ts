import 'server-only';
import type { LegalTexts } from '../types';

export const it: LegalTexts = {
  labels: {
    demoNotice:
      'Avvertenza: Pawtrail è un negozio dimostrativo. I dati societari riportati in questa pagina (rappresentanti, indirizzo della sede secondaria, numeri di registro e di partita IVA) sono fittizi e contrassegnati con «(demo)».',
    demoMark: '{value} (demo)',
    registrations: {
      commercialRegister: 'Registro delle imprese',
      vatId: 'Partita IVA comunitaria',
      stateEntity: 'Registro della società',
    },
  },
};
