import 'server-only';
import type { LegalTexts } from '../types';

export const ko: LegalTexts = {
  labels: {
    demoNotice:
      '안내: Pawtrail은 데모 쇼핑몰입니다. 이 페이지의 사업자 정보(대표자, 한국지점 주소, 사업자등록번호, 통신판매업 신고번호 등)는 모두 가상의 정보이며 ‘(데모)’로 표시했습니다.',
    demoMark: '{value} (데모)',
    registrations: {
      businessRegistration: '사업자등록번호',
      mailOrderRegistration: '통신판매업 신고번호',
    },
  },
  footer: {
    heading: '사업자 정보',
    rows: [
      ['상호', '{sellerName}'],
      ['대표자', '{representative}'],
      ['사업자등록번호', '{businessRegistration}'],
      ['통신판매업 신고번호', '{mailOrderRegistration}'],
      ['주소', '{sellerAddress}'],
      ['고객센터', '{supportPhone}'],
      ['이메일', '{email}'],
    ],
    link: '사업자 정보 자세히 보기',
  },
};
