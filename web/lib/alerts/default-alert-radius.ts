/** A radius the alert form starts with, for a place. */
export const DEFAULT_ALERT_RADIUS_KM = 50;
