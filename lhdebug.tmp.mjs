import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--no-first-run'] });
const { lhr } = await lighthouse(process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = lhr.audits;
console.log('LCP', a['largest-contentful-paint'].displayValue, 'FCP', a['first-contentful-paint'].displayValue);
const m = a.metrics.details.items[0]; console.log('observed FCP', m.observedFirstContentfulPaint, 'LCP', m.observedLargestContentfulPaint, 'load', m.observedLoad, 'dcl', m.observedDomContentLoaded);
if (!process.env.ALL) { await chrome.kill(); process.exit(0); }
for (const id of Object.keys(a).filter(k => /lcp|render-block|font/.test(k))) console.log(id, JSON.stringify(a[id].details ?? a[id].displayValue ?? '').slice(0, 700));
const reqs = a['network-requests'].details.items.filter(i => i.networkRequestTime < 3000).map(i => `${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)} ${i.resourceType} ${Math.round(i.transferSize/1024)}K ${i.priority} ${i.url.slice(-60)}`);
console.log(reqs.join('\n'));
await chrome.kill();
