import 'server-only';
import { z } from 'zod';
import { attributionFromLanding, NO_ATTRIBUTION, type Attribution } from '@/lib/analytics/attribution';
import { LANDING_FIELD } from '@/lib/analytics/fields';
import { parseChoiceField } from '@/lib/consent';
import { COOKIE_CHOICE_FIELD } from '@/lib/validation/spam';
import type { Db } from '../db/client';
import { countAnalyticsDropped } from '../observability/metrics.mts';
import { analyticsFor, type Hit, type HitResult, type RequestSignals } from './queue';

// What reaches the analytics from outside (server/analytics/README.md): the beacon's request (answerHit, for
// app/api/hit/route.ts and the serving layer's fast path) and an accepted form's submission (noteConversion, for
// the lead and application services), read and handed to the recorder (./queue.ts).

/** What a form's request tells analytics (server/actions/answer.ts, server/http/form-endpoint.ts). */
export interface VisitContext {
  /** the post's Referer: the form page's own address, with its UTM values (a form sent without JavaScript) */
  referer: string | null;
  /** Sec-GPC: 1 or DNT: 1 */
  optOut: boolean;
  host: string;
}

export function optedOut(headers: { get(name: string): string | null }): boolean {
  return headers.get('sec-gpc') === '1' || headers.get('dnt') === '1';
}

/** The site's own host as a request names it (nginx passes it on; the guard drops forwarded headers from others). */
export const requestHost = (headers: { get(name: string): string | null }) => (headers.get('x-forwarded-host') ?? headers.get('host') ?? '').split(',')[0].trim();

/** What a form's submission tells analytics about its request (server/actions/answer.ts, form-endpoint.ts). */
export function visitContext(headers: { get(name: string): string | null }): VisitContext {
  return { referer: headers.get('referer'), optOut: optedOut(headers), host: requestHost(headers) };
}

/**
 * How a lead arrived: what its form carried (the beacon fills its `landing` field as it is sent), else, for a form
 * sent without JavaScript from a page reached by a campaign link, the UTM values of the form page's own address (the
 * post's Referer).
 */
export function leadAttribution(fields: Record<string, string>, visit: VisitContext | undefined): Attribution {
  if (!visit) return NO_ATTRIBUTION;
  if (fields[LANDING_FIELD]) return attributionFromLanding(fields[LANDING_FIELD], visit.host);
  return visit.referer ? attributionFromLanding(`${visit.referer} `, visit.host) : NO_ATTRIBUTION;
}

const beaconSchema = z.object({
  u: z.string().max(1024),
  r: z.string().max(1024).optional(),
  tz: z.string().max(64).optional(),
  c: z.enum(['accepted', 'declined']).optional(),
});

/** The beacon's body is a few hundred bytes; the request guard refuses more than BEACON_BODY_LIMIT before this. */
const MAX_BODY = 2048;

export interface HitRequest {
  method: string;
  body: string;
  /** the client's address, as the request guard worked it out */
  address: string | null;
  headers: { get(name: string): string | null };
}

/**
 * POST /api/hit (the beacon's JSON) or GET /api/hit (the <noscript> image, whose Referer is the page): the status
 * to answer, and whether with the 1×1 GIF. Used by the route (app/api/hit/route.ts) and by the server's fast path in
 * front of Next (server/serving/beacon.mts), which answers it without Next's per-request work. Never throws: a page
 * must never wait on its count, and a database that is down loses the view, not the visitor's time.
 */
export async function answerHit(db: Db, request: HitRequest): Promise<{ status: number; gif: boolean }> {
  let hit: Hit;
  if (request.method === 'GET') {
    const page = request.headers.get('referer');
    if (!page) {
      countAnalyticsDropped('not_counted'); // no Referer: no page to count
      return { status: 200, gif: true };
    }
    hit = { url: page, referrer: null, timeZone: null, consent: null, script: false };
  } else {
    if (request.body.length > MAX_BODY) return malformed(413);
    let json: unknown;
    try {
      json = JSON.parse(request.body);
    } catch {
      return malformed(400);
    }
    const parsed = beaconSchema.safeParse(json);
    if (!parsed.success) return malformed(422);
    const { u, r, tz, c } = parsed.data;
    hit = { url: u, referrer: r ?? null, timeZone: tz ?? null, consent: c ?? null, script: true };
  }
  const signals: RequestSignals = {
    address: request.address ?? 'unknown',
    userAgent: request.headers.get('user-agent'),
    optOut: optedOut(request.headers),
    host: requestHost(request.headers),
  };
  let result: HitResult;
  try {
    result = await analyticsFor(db).recordHit(hit, signals);
  } catch (error) {
    countAnalyticsDropped('error');
    console.error(`analytics: hit not recorded (${(error as Error).message})`);
    result = 'ignored';
  }
  if (result === 'limited') return { status: 429, gif: false };
  return request.method === 'GET' ? { status: 200, gif: true } : { status: 204, gif: false };
}

/** A beacon body that cannot be a page view: answered with `status`, and counted as dropped. */
function malformed(status: 400 | 413 | 422): { status: number; gif: boolean } {
  countAnalyticsDropped('malformed');
  return { status, gif: false };
}

/** Records an accepted, non-spam submission as a conversion (never fails the submission). */
export async function noteConversion(db: Db, kind: 'contact' | 'quote' | 'application', submission: { fields: Record<string, string>; ip: string | null; userAgent: string | null; visit?: VisitContext }): Promise<void> {
  if (!submission.visit) return;
  try {
    const choice = parseChoiceField(submission.fields[COOKIE_CHOICE_FIELD])?.choice ?? null;
    const source = leadAttribution(submission.fields, submission.visit);
    const signals = { address: submission.ip ?? 'unknown', userAgent: submission.userAgent, optOut: submission.visit.optOut, host: submission.visit.host };
    await analyticsFor(db).recordConversion(kind, source, signals, choice);
  } catch (error) {
    console.error(`analytics: conversion not recorded (${(error as Error).message})`);
  }
}

