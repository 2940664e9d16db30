// Contact-form submissions for the benchmark (scripts/bench.mjs, scripts/bench-durability.mjs): each as the
// form without JavaScript sends it (multipart, the honeypot left empty), with a form token of its own fetched
// from /contact-us beforehand, as a visitor gets it. A token's id is stored once, so a replay would measure the
// duplicate check instead. The server must run with RATE_LIMIT_MAX very high and FORM_MIN_FILL_MS=0
// (SUBMISSION_SERVER_ENV), or the spam defences would refuse hundreds of submissions from one address.
import { measureLoad } from './load.mjs';

export const SUBMISSION_SERVER_ENV = { RATE_LIMIT_MAX: '1000000000', FORM_MIN_FILL_MS: '0', MAX_BODIES_PER_CLIENT: '16' };
const CONTACT = { fullname: 'Ada Lovelace', phonenumber: '+1 415 555 0132', howhelp: 'We need a new website.' };
export const WARM_UP_SUBMISSIONS = 100;
export const MAX_SUBMISSIONS = 3000; // per run: each needs a form token, fetched with a page beforehand

let visitor = 0;

/** `count` request bodies for POST /api/forms/contact, each with its own token and e-mail address. */
export async function contactBodies(site, count) {
  return Promise.all((await formTokens(site, count)).map((formtoken) => multipart(site, { ...CONTACT, email: `visitor${++visitor}@example.com`, website: '', formtoken })));
}

/**
 * A measure() for the load part: each call sends as many submissions as the last rate says fit in
 * `load.seconds` (the first call after WARM_UP_SUBMISSIONS), at most MAX_SUBMISSIONS, with autocannon from this
 * thread (a setupRequest function cannot go to a worker thread). A submission costs the server far more than
 * the client (its CPU is in the row), so autocannon is not what limits it.
 */
export function contactSubmissions({ site, serverPid, load }) {
  let rate = 0;
  const url = `${site}/api/forms/contact`;
  const send = async (count) => {
    const bodies = await contactBodies(site, count);
    let next = 0;
    const setupRequest = (request) => {
      const { body, type } = bodies[next++];
      return { ...request, body, headers: { ...request.headers, 'content-type': type } };
    };
    const target = { label: 'POST /api/forms/contact', url, requests: [{ method: 'POST', setupRequest }], amount: count };
    return measureLoad(target, { ...load, warmUpSeconds: 0, workers: 0, serverPid });
  };
  return async () => {
    if (!rate) rate = (await send(WARM_UP_SUBMISSIONS)).requestsPerSecond;
    const result = await send(Math.min(MAX_SUBMISSIONS, Math.max(load.connections, Math.round(rate * load.seconds))));
    rate = result.requestsPerSecond;
    return result;
  };
}

/** `count` fresh form tokens from the hidden input of /contact-us, four pages at a time. */
async function formTokens(site, count) {
  const tokens = [];
  let started = 0;
  const fetchTokens = async () => {
    while (started++ < count) {
      const html = await (await fetch(`${site}/contact-us`)).text();
      const token = /name="formtoken" value="([^"]+)"/.exec(html)?.[1];
      if (!token) throw new Error('/contact-us has no form token.');
      tokens.push(token);
    }
  };
  await Promise.all(Array.from({ length: 4 }, fetchTokens));
  return tokens;
}

/** A multipart/form-data body as a browser encodes it, with its content type (and boundary). */
async function multipart(site, fields) {
  const form = new FormData();
  for (const [name, fieldValue] of Object.entries(fields)) form.append(name, fieldValue);
  const request = new Request(site, { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') };
}
