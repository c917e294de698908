/**
 * Where Stripe's payment page sends a client back after the deposit, English-form: paid, or left unpaid
 * (docs/decisions/0037-deposits.md). A module of its own: the route map, in every page's code, needs only these.
 */
export const DEPOSIT_RETURN_PATHS = { paid: '/deposit/thanks', cancelled: '/deposit/unpaid' } as const;
