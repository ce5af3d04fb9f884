/** Spec section 9: desktop clients ask with clientType 3 and platform html5-desktop. */
export const CLIENT = { platform: 'html5-desktop', clientType: 3 } as const;
