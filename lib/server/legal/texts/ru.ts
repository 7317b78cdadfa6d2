import 'server-only';
import type { LegalTexts } from '../types';

export const ru: LegalTexts = {
  labels: {
    demoNotice:
      'Обратите внимание: Pawtrail — демонстрационный магазин. Сведения о компании на этой странице (представители, адреса филиалов, регистрационные номера) вымышлены и отмечены пометкой «(демо)».',
    demoMark: '{value} (демо)',
    registrations: {
      stateEntity: 'Регистрация',
    },
  },
};
