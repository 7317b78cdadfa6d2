import 'server-only';
import type { LegalTexts } from '../types';

export const ko: LegalTexts = {
  labels: {
    demoNotice:
      '안내: Pawtrail은 데모 쇼핑몰입니다. 이 페이지의 사업자 정보(대표자, 한국지점 주소, 사업자등록번호, 통신판매업 신고번호 등)는 모두 가상의 정보이며 ‘(데모)’로 표시했습니다.',
    demoMark: '{value} (데모)',
    registrations: { businessRegistration: '사업자등록번호', mailOrderRegistration: '통신판매업 신고번호' },
  },
  imprint: {
    title: '사업자 정보',
    description: 'Pawtrail 공식 온라인 스토어의 상호, 대표자, 사업자등록번호, 통신판매업 신고번호, 사업장 주소와 고객센터 안내입니다.',
    intro: '「전자상거래 등에서의 소비자보호에 관한 법률」 제10조에 따라 사업자 정보를 다음과 같이 알려 드립니다.',
    sections: [
      {
        id: 'business',
        heading: '사업자 정보',
        blocks: [
          {
            rows: [
              ['상호', '{sellerName}'],
              ['대표자', '{representative}'],
              ['사업자등록번호', '{businessRegistration}'],
              ['통신판매업 신고번호', '{mailOrderRegistration}'],
              ['사업장 소재지', '{sellerAddress}'],
              ['고객센터', '{supportPhone} ({supportHours})'],
              ['이메일', '{email}'],
              ['본사', '{company} ({address})'],
            ],
          },
          '사업자등록번호와 통신판매업 신고 사항은 공정거래위원회 사업자정보 공개 페이지에서 확인할 수 있습니다. 위 번호는 데모용 가상 번호이므로 조회되지 않습니다.',
        ],
      },
      {
        id: 'withdrawal',
        heading: '청약철회 및 반품',
        blocks: [
          '상품을 받은 날부터 {withdrawalDays} 이내에는 같은 법 제17조에 따라 청약을 철회할 수 있습니다. Pawtrail은 이보다 긴 {returnDays} 동안 이유를 묻지 않고 반품을 받습니다. 자세한 내용은 [반품 및 환불 안내](/returns)를 확인해 주세요.',
        ],
      },
    ],
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
