import 'server-only';
import { site } from '@/content/site';
import { escapeHtml } from '@/lib/html';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** One line for a subject: no line breaks or control characters, whatever the visitor typed. */
export const subjectSafe = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, 120);

/** A label/value table as plain text and as escaped HTML; `brand`: the live Company item's (server/content/public.ts companyFacts). */
export function render(title: string, intro: string, rows: [string, string | null | undefined][], footer = '', brand: string = site.brand): Omit<MailContent, 'subject'> {
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  const text = [intro, '', ...shown.map(([label, value]) => `${label}: ${value}`), '', footer].join('\n').trim() + '\n';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f0f14">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<table cellpadding="6" style="border-collapse:collapse">${shown
    .map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
    .join('')}</table>
${footer ? `<p>${escapeHtml(footer)}</p>` : ''}
<p style="color:#4a4852">${escapeHtml(brand)} · ${escapeHtml(site.url)}</p>
</body></html>`;
  return { text, html };
}
