import 'server-only';
import type { LegalTexts } from '../types';

export const es: LegalTexts = {
  labels: {
    demoNotice:
      'Aviso: Pawtrail es una tienda de demostración. Los datos de la empresa que figuran en esta página (representantes, domicilio de la sucursal, datos registrales y NIF-IVA) son ficticios y se señalan con «(demo)».',
    demoMark: '{value} (demo)',
    registrations: {
      commercialRegister: 'Datos registrales',
      vatId: 'NIF-IVA',
      stateEntity: 'Registro de la sociedad',
    },
  },
};
