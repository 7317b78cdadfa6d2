import 'server-only';
import type { LegalTexts } from '../types';

export const ja: LegalTexts = {
  labels: {
    demoNotice:
      'ご注意：Pawtrailはデモ用のショップです。このページの事業者情報（代表者、日本支店の所在地、法人番号など）は架空のもので、「（デモ）」と表示しています。',
    demoMark: '{value}（デモ）',
    registrations: { corporateNumber: '法人番号' },
  },
  imprint: {
    title: '特定商取引法に基づく表記',
    description:
      'Pawtrail公式オンラインストアの特定商取引法に基づく表記です。販売業者、所在地、連絡先、販売価格、送料、支払方法、引渡時期、返品についてご案内します。',
    intro: '特定商取引に関する法律第11条（通信販売についての広告）に基づき、以下のとおり表示します。',
    sections: [
      {
        id: 'seller',
        heading: '事業者について',
        blocks: [
          {
            rows: [
              ['販売業者', '{sellerName}'],
              ['代表者（日本における代表者）', '{representative}'],
              ['所在地', '{sellerAddress}'],
              ['電話番号', '{supportPhone}（受付時間：{supportHours}）'],
              ['メールアドレス', '{email}'],
              ['法人番号', '{corporateNumber}'],
              ['本店', '{company}（{address}）'],
            ],
          },
        ],
      },
      {
        id: 'terms',
        heading: '販売条件',
        blocks: [
          {
            rows: [
              ['販売価格', '各商品ページに表示しています（{taxName}込み）。'],
              ['商品代金以外の必要料金', '送料：通常配送{shippingFee}、お急ぎ便{expressFee}。{freeShippingFrom}以上のご注文は通常配送が無料です。'],
              ['お支払い方法', '{paymentMethods}'],
              ['お支払い時期', 'ご注文確定時にカードで決済します。'],
              [
                '商品の引渡時期',
                '営業日の{dispatchCutoff}までにお支払いが完了したご注文は当日に発送し、通常配送は{standardDays}、お急ぎ便は{expressDays}でお届けします。',
              ],
              ['ご注文のキャンセル', 'ご注文は発送前であればキャンセルいただけます。'],
              [
                '返品・交換',
                '商品のお届けから{returnDays}は、理由を問わず返品を承ります（開封済みのシャンプー・コンディショナーを除きます）。詳しくは[返品・返金について](/returns)をご覧ください。',
              ],
              ['不良品・誤配送', 'お届けから{damageReportDays}以内にご連絡ください。当社負担で正しい商品をお送りします。'],
            ],
          },
        ],
      },
    ],
  },
};
