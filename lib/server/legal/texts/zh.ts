import 'server-only';
import type { LegalTexts } from '../types';

export const zh: LegalTexts = {
  labels: {
    demoNotice: '请注意：Pawtrail 是一家演示商店。本页的公司信息（代表人、分支机构地址、注册号码等）均为虚构，并标注“（演示）”。',
    demoMark: '{value}（演示）',
    registrations: {
      stateEntity: '注册信息',
    },
  },
};
