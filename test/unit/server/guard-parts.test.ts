import { describe, expect, it, vi } from 'vitest';
import { bodySlots, checkRateLimit } from '@/server/serving/guard/limits.mts';
import { allowedMethod, decodablePath, pathnameOf } from '@/server/serving/guard/request-line.mts';
import { limit, Refusal, tooLarge } from '@/server/serving/guard/refusal.mts';

const refusal = async (promise: Promise<unknown>) => promise.then(() => null, (error: Refusal) => [error.status, error.headers]);

describe('the request guard, part by part', () => {
  it('takes the methods the site uses and paths Next can decode', () => {
    expect(['GET', 'HEAD', 'POST', 'OPTIONS'].every(allowedMethod)).toBe(true);
    expect(['PUT', 'TRACE', undefined].some(allowedMethod)).toBe(false);
    expect(decodablePath('/work/caf%C3%A9?q=%zz')).toBe(true);
    expect(decodablePath('/work/%E0%A4')).toBe(false);
    expect(pathnameOf('/get-quote?x=1')).toBe('/get-quote');
    expect(pathnameOf('//[bad')).toBeUndefined();
  });

  it('holds bodies per client and in all, and counts each release once', () => {
    const slots = bodySlots(3, 2);
    const a1 = slots.take('a');
    slots.take('a');
    expect(() => slots.take('a')).toThrow(expect.objectContaining({ status: 429 }));
    slots.take('b');
    expect(() => slots.take('c')).toThrow(expect.objectContaining({ status: 503 }));
    a1();
    a1();
    expect(() => slots.take('c')).not.toThrow();
    expect(() => slots.take('d')).toThrow(expect.objectContaining({ status: 503 }));
  });

  it('refuses a client over the rate limit with its wait, and all forms when the app says none can be stored', async () => {
    const log = vi.fn();
    expect(await refusal(checkRateLimit(async () => 90, 'contact', 'a', log))).toEqual([429, { 'Retry-After': '90' }]);
    expect(await refusal(checkRateLimit(async () => null, 'contact', 'a', log))).toBeNull();
    const down = Object.assign(new Error('The database is down'), { status: 503, headers: { 'Retry-After': '30' } });
    expect(await refusal(checkRateLimit(() => Promise.reject(down), 'quote', 'a', log))).toEqual([503, { 'Retry-After': '30' }]);
    expect(log).not.toHaveBeenCalled();
    expect(await refusal(checkRateLimit(() => Promise.reject(new Error('odd')), 'quote', 'a', log))).toBeNull();
    expect(log).toHaveBeenCalledWith('guard: rate limit unavailable (odd); the form checks it again');
  });

  it('names the limit in a 413 and keeps log lines to one line', () => {
    expect(tooLarge(2048)).toMatchObject({ status: 413, message: expect.stringContaining('2 KB') });
    expect(limit('a\nb'.padEnd(10, 'c'), 5)).toBe('a?bcc…');
  });
});
