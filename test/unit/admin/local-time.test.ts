// The admin's times as the server draws them (before JavaScript, and without it): the agency's zone, named, with
// UTC beside it, in a <time> that carries the instant; the schedule field labelled with, and sending, that zone.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AgencyTimeZone, LocalTime } from '@/components/admin/shared/local-time';
import { ZonedTimeField } from '@/components/admin/shared/zoned-time-field';

const inZone = (zone: string | null, element: ReactElement) => renderToStaticMarkup(zone ? createElement(AgencyTimeZone, { zone, children: element }) : element);
const time = (props: Parameters<typeof LocalTime>[0]) => createElement(LocalTime, props);
const field = (props: Partial<Parameters<typeof ZonedTimeField>[0]>) => createElement(ZonedTimeField, { name: 'scheduleAt', zoneName: 'scheduleZone', label: 'Publish at', ...props });

describe('<LocalTime> on the server', () => {
  it("shows the agency's zone, named, with UTC beside it", () => {
    expect(inZone('Asia/Kolkata', time({ iso: '2026-11-28T04:00:00.000Z' }))).toBe('<time dateTime="2026-11-28T04:00:00.000Z" title="Asia/Kolkata">28 Nov 2026, 09:30 IST (04:00 UTC)</time>');
    expect(inZone('America/New_York', time({ iso: '2026-07-04T13:30:05Z', seconds: true }))).toContain('>4 Jul 2026, 09:30:05 EDT (13:30:05 UTC)</time>');
  });

  it('defaults to the agency home, Asia/Kolkata, outside the admin layout', () => {
    expect(inZone(null, time({ iso: '2026-11-28T04:00:00.000Z' }))).toContain('09:30 IST (04:00 UTC)');
  });

  it('normalises what the database gives to an ISO instant, and leaves what is not a time as text', () => {
    expect(inZone('UTC', time({ iso: '2026-11-28T04:00:00Z' }))).toBe('<time dateTime="2026-11-28T04:00:00.000Z" title="UTC">28 Nov 2026, 04:00 UTC</time>');
    expect(inZone('UTC', time({ iso: 'never' }))).toBe('never');
  });
});

describe('<ZonedTimeField> on the server', () => {
  it("is typed in the agency's zone, which its label names and a hidden field sends", () => {
    const html = inZone('Asia/Kolkata', field({ value: '2099-01-01T09:00', valueZone: 'UTC' }));
    expect(html).toContain('Publish at (IST, Asia/Kolkata)');
    expect(html).toMatch(/<input id="scheduleAt" type="datetime-local"[^>]* name="scheduleAt" value="2099-01-01T14:30"\/>/); // 09:00 UTC
    expect(html).toContain('<input type="hidden" name="scheduleZone" value="Asia/Kolkata"/>');
  });

  it('says UTC once in UTC', () => {
    expect(inZone('UTC', field({}))).toContain('Publish at (UTC)');
  });
});
