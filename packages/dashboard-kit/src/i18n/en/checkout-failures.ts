/**
 * How a checkout fails, buying credits or saving a card for auto-recharge: texts of the credits
 * section, in a module of their own so that the card's form ships these three alone.
 */
export const checkoutFailuresEn = {
  checkoutFailed: 'Failed to create checkout session',
  noCheckoutUrl: 'No checkout URL provided',
  paymentFailed: 'Failed to start payment',
} as const;
