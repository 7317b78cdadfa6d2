import 'server-only';
import type { LegalTexts } from '../types';

export const ja: LegalTexts = {
  labels: {
    demoNotice:
      'ご注意：Pawtrailはデモ用のショップです。このページの事業者情報（代表者、日本支店の所在地、法人番号など）は架空のもので、「（デモ）」と表示しています。',
    demoMark: '{value}（デモ）',
    registrations: {
      corporateNumber: '法人番号',
    },
  },
};
