// Apart from the relay schemas (support.ts): the site's first screen reads it without loading zod.

/** type "3" is the encrypted live-chat link; other types are plain (e-mail, social links) */
export const ENCRYPTED_PATH_TYPE = '3';
