export const NOT_FOUND_HEADER: 'x-pawtrail-not-found';
export const NOT_FOUND_TOKEN_VARIABLE: 'PAWTRAIL_NOT_FOUND_TOKEN';
