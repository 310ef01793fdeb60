import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createStaticServer } from './static-server';
const root = join(process.cwd(), 'build', 'client');
const server = createStaticServer(root).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const port = (server.address() as AddressInfo).port;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const page of process.argv.slice(2)) {
  const r = await lighthouse(`http://127.0.0.1:${port}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
  const a = r!.lhr.audits;
  console.log('==', page, 'perf', r!.lhr.categories.performance!.score, 'FCP', a['first-contentful-paint']!.numericValue, 'LCP', a['largest-contentful-paint']!.numericValue, 'TBT', a['total-blocking-time']!.numericValue);
  const m = (a['metrics']!.details as any).items[0];
  console.log('observed FCP', m.observedFirstContentfulPaint, 'LCP', m.observedLargestContentfulPaint, 'load', m.observedLoad, 'DCL', m.observedDomContentLoaded);
  for (const k of Object.keys(a).filter((k) => /lcp|largest/.test(k))) console.log(k, JSON.stringify(a[k]!.details ?? a[k]!.displayValue)?.slice(0, 700));
  const reqs = (a['network-requests']!.details as any).items as any[];
  for (const q of reqs) console.log(Math.round(q.networkRequestTime), Math.round(q.networkEndTime), q.priority, q.transferSize, q.url.replace(/http:\/\/127.0.0.1:\d+/, ''));
}
await chrome.kill();
server.close();
