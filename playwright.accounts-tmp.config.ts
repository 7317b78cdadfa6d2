import base from './playwright.config';
export default { ...base, expect: { timeout: 90_000 }, timeout: 400_000, workers: 1, use: { ...base.use, trace: 'off' as const } };
