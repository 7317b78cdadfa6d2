import 'server-only';
import type { LegalTexts } from '../types';

export const pt: LegalTexts = {
  labels: {
    demoNotice:
      'Aviso: a Pawtrail é uma loja de demonstração. Os dados da empresa nesta página (responsáveis, endereço da filial, CNPJ e demais registros) são fictícios e vêm marcados com “(demonstração)”.',
    demoMark: '{value} (demonstração)',
    registrations: {
      cnpj: 'CNPJ',
      stateEntity: 'Registro da matriz',
    },
  },
};
