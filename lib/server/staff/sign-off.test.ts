import { endsWithSignOff } from './sign-off';

describe('a support reply signed by its writer gets no second sign-off (issue 32)', () => {
  it('finds the writer’s own closing in the last lines', () => {
    expect(endsWithSignOff('Guten Tag,\n\nbitte laden Sie das Halsband auf.\n\nViele Grüße\nAnna', 'de')).toBe(true);
    expect(endsWithSignOff('Bitte laden Sie das Halsband auf.\n\nMit freundlichen Grüßen\nAnna Berg\nPawtrail-Kundenservice', 'de')).toBe(true);
    expect(endsWithSignOff('Please charge the collar.\n\nBest regards,\nSam', 'en')).toBe(true);
    expect(endsWithSignOff('首輪を充電してください。\n\nよろしくお願いいたします。\n佐藤', 'ja')).toBe(true);
    expect(endsWithSignOff('목걸이를 충전해 주세요.\n\n감사합니다.\n김민지 드림', 'ko')).toBe(true);
    expect(endsWithSignOff('Заряди ошейник.\n\nС уважением,\nАнна', 'ru')).toBe(true);
    expect(endsWithSignOff('Carga el collar.\n\nUn saludo,\nLucía', 'es')).toBe(true);
    expect(endsWithSignOff('Merci de recharger le collier.\n\nCordialement,\nLéa', 'fr')).toBe(true);
    // Signed in English in another language's thread.
    expect(endsWithSignOff('Bitte laden.\n\nBest regards\nSam', 'de')).toBe(true);
  });

  it('leaves an unsigned reply to the mail’s signature', () => {
    expect(endsWithSignOff('Guten Tag, das rote Blinken zeigt einen niedrigen Akkustand an. Bitte laden Sie das Halsband auf.', 'de')).toBe(false);
    // A closing in the middle of a long reply is not a sign-off.
    expect(endsWithSignOff('Danke für deine Nachricht.\nZeile 2\nZeile 3\nZeile 4\nBitte lade das Halsband auf.', 'de')).toBe(false);
    expect(endsWithSignOff('请为项圈充电。', 'zh')).toBe(false);
  });
});
