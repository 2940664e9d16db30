'use client';

import { TextField } from '@/components/forms/fields';
import { wallTimeIn, zoneLabel } from '@/lib/time-zone.mts';
import { useTimeZone } from './local-time';

interface Props {
  name: string;
  /** the hidden field that names the zone the time was typed in, for the server to read it in */
  zoneName: string;
  /** 'Publish at': the zone in use is added, 'Publish at (IST, Asia/Kolkata)' */
  label: string;
  hint?: string;
  /** a wall time ('2026-11-28T09:30') in `valueZone`: a stored time, or what was typed before a refusal */
  value?: string;
  valueZone?: string;
  errors?: string[];
}

/**
 * A date and time typed in the staff member's zone: the agency's without JavaScript (the server renders it so), the
 * browser's once hydrated. The label names the zone and a hidden field sends it, so the server reads the time in it.
 */
export function ZonedTimeField({ name, zoneName, label, hint, value, valueZone, errors }: Props) {
  const zone = useTimeZone();
  return (
    <>
      <TextField name={name} type="datetime-local" step={1} label={`${label} (${zoneLabel(zone)})`} hint={hint} defaultValue={wallTimeIn(value, valueZone, zone)} errors={errors} />
      <input type="hidden" name={zoneName} value={zone} />
    </>
  );
}
