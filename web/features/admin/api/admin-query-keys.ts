/** Every administration query starts with this key, so one invalidation refreshes them all. */
export const ADMIN_QUERY_KEY = 'administration';
