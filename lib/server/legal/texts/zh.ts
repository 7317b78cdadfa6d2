import 'server-only';
import type { LegalTexts } from '../types';

export const zh: LegalTexts = {
  labels: {
    demoNotice: '请注意：Pawtrail 是一家演示商店。本页的公司信息（代表人、分支机构地址、注册号码等）均为虚构，并标注“（演示）”。',
    demoMark: '{value}（演示）',
    registrations: { stateEntity: '注册信息' },
  },
  imprint: {
    title: '法律声明',
    description: 'Pawtrail 网站及网上商店的经营者信息：公司名称、总部地址、代表人、注册信息和联系方式。',
    intro: '本网站及 Pawtrail 网上商店的经营者，以及联系我们的方式。',
    sections: [
      {
        id: 'company',
        heading: '经营者',
        blocks: [
          {
            rows: [
              ['公司名称', '{company}'],
              ['总部地址', '{address}'],
              ['代表人', '{headRepresentative}，首席执行官'],
              ['注册信息', '{stateEntity}'],
            ],
          },
          '公司在欧盟、日本、韩国和巴西通过当地注册的分支机构销售商品，相关信息请见本网站德语、法语、西班牙语、意大利语、日语、韩语和葡萄牙语版本的法律声明。',
        ],
      },
      {
        id: 'contact',
        heading: '联系方式',
        blocks: [
          {
            rows: [
              ['电话', '{supportPhone}（{supportHours}）'],
              ['电子邮箱', '{email}'],
            ],
          },
        ],
      },
    ],
  },
};
