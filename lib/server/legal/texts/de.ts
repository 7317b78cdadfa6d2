import 'server-only';
import type { LegalTexts } from '../types';

export const de: LegalTexts = {
  labels: {
    demoNotice:
      'Hinweis: Pawtrail ist ein Demo-Shop. Die Unternehmens- und Registerangaben auf dieser Seite (Vertreter, Anschrift der Zweigniederlassung, Register- und Steuernummern) sind frei erfunden und als „(Demo)“ gekennzeichnet.',
    demoMark: '{value} (Demo)',
    registrations: {
      stateEntity: 'Register der Gesellschaft',
      commercialRegister: 'Registereintrag',
      vatId: 'Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG',
      weee: 'WEEE-Reg.-Nr.',
    },
  },
};
