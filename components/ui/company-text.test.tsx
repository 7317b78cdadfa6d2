import { renderToStaticMarkup } from 'react-dom/server';
import { CompanyText } from './company-text';

describe('CompanyText', () => {
  it('keeps 株式会社 (and the Chinese and Korean legal forms) on one line', () => {
    expect(renderToStaticMarkup(<CompanyText text="Pawtrail Pet Technology株式会社" />)).toBe(
      'Pawtrail Pet Technology<span class="keep-together">株式会社</span>',
    );
    expect(renderToStaticMarkup(<CompanyText text="株式会社パウトレイル" />)).toBe('<span class="keep-together">株式会社</span>パウトレイル');
    expect(renderToStaticMarkup(<CompanyText text="주식회사 포트레일" />)).toBe('<span class="keep-together">주식회사</span> 포트레일');
    expect(renderToStaticMarkup(<CompanyText text="Pawtrail Pet Technology Co., Ltd." />)).toBe('Pawtrail Pet Technology Co., Ltd.');
    expect(renderToStaticMarkup(<CompanyText text="本ウェブサイトは株式会社パウトレイルが運営しています。" />)).toBe(
      '本ウェブサイトは<span class="keep-together">株式会社</span>パウトレイルが運営しています。',
    );
  });
});
