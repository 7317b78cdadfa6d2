/** Field limits shared by schemas (and by forms that must not pull in full zod). */
export const EMAIL_MAX = 254;

export const MESSAGE_LIMITS = { name: 100, contact: 200, message: 2000 } as const;

/** The online-message field bots fill in and people never see; a filled one marks spam. */
export const HONEYPOT_FIELD = 'website';
