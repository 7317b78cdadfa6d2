/** Field limits shared by schemas (and by forms that must not pull in full zod). */
export const EMAIL_MAX = 254;
