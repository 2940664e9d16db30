'use client';

import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { canonicalZone, DEFAULT_AGENCY_TIME_ZONE, formatInZone, isTimeZone, type TimeFormat } from '@/lib/time-zone.mts';

// Times in the admin: drawn on the server in the agency's zone (AGENCY_TIME_ZONE, set once by the admin layout), named,
// with UTC beside it; after hydration in the browser's own zone. Without JavaScript the agency's zone stays, named.

const AgencyZone = createContext(DEFAULT_AGENCY_TIME_ZONE);

/** The agency's zone for every time below it (app/admin/layout.tsx). */
export function AgencyTimeZone({ zone, children }: { zone: string; children: ReactNode }) {
  return <AgencyZone value={zone}>{children}</AgencyZone>;
}

const noChanges = () => () => {};
/** The browser's zone by its current name: Chrome reports old links ('Asia/Calcutta' for 'Asia/Kolkata'). */
const browserZone = () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? canonicalZone(zone) : null;
};

/** The zone times are shown and typed in: the agency's on the server and while hydrating, then the browser's. */
export function useTimeZone(): string {
  const agency = useContext(AgencyZone);
  return useSyncExternalStore(noChanges, () => browserZone() ?? agency, () => agency);
}

/** '28 Nov 2026, 09:30 IST (04:00 UTC)' in a <time> whose dateTime is the instant; its title names the zone. */
export function LocalTime({ iso, seconds }: { iso: string; seconds?: boolean } & TimeFormat) {
  const zone = useTimeZone();
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return <>{iso}</>;
  return (
    <time dateTime={new Date(ms).toISOString()} title={zone}>
      {formatInZone(iso, zone, { seconds })}
    </time>
  );
}
