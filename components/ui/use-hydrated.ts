'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true after (and at once on a client-side navigation):
 * for markup that must work before the scripts arrive and becomes richer once they have.
 */
export const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);
