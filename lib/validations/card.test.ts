import { cardBrand, cardInput, cardLengthValid, expiryInFuture, luhnValid } from './card';

describe('card checks', () => {
  it('Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42a2')).toBe(false);
  });

  it('brand by IIN and length', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('3530111333300000')).toBe('jcb');
    expect(cardBrand('6200000000000005')).toBe('unionpay');
    expect(cardBrand('9999999999999995')).toBeNull();
    expect(cardLengthValid('378282246310005')).toBe(true);
    expect(cardLengthValid('42424242424242')).toBe(false);
  });

  it('expiry ends with its month', () => {
    const now = new Date(Date.UTC(2026, 4, 15));
    expect(expiryInFuture(5, 2026, now)).toBe(true);
    expect(expiryInFuture(4, 2026, now)).toBe(false);
    expect(expiryInFuture(1, 2027, now)).toBe(true);
  });

  it('the schema strips separators, needs a 4-digit CVC for Amex and 3 otherwise', () => {
    const year = new Date().getUTCFullYear() + 1;
    const base = { expMonth: 1, expYear: year, holder: 'A' };
    expect(cardInput.parse({ ...base, number: '4242-4242 4242-4242', cvc: '123' }).number).toBe('4242424242424242');
    expect(cardInput.safeParse({ ...base, number: '378282246310005', cvc: '123' }).success).toBe(false);
    expect(cardInput.safeParse({ ...base, number: '378282246310005', cvc: '1234' }).success).toBe(true);
  });
});
