/** The fleet's section on the home page: the hero's "Check availability" and the occasions without a package go there. */
export const FLEET_ANCHOR = 'fleet';
