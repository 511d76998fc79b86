/** The youngest age the legal pages allow. */

export const MINIMUM_AGE = 13;
