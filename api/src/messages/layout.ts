/**
 * The email layout: an HTML part built from tables with inline styles only (what Gmail and Outlook
 * render: no <style>, no classes, no web fonts), and the plain-text part from the same content.
 */
import { texts } from './texts';
import type { Lang, Rendered } from './types';

export interface EmailContent {
  /** Heading inside the message. */
  heading: string;
  /** Greeting and paragraphs, each one plain text. */
  paragraphs: string[];
  /** Figures as label / value rows (the record's own figures). */
  rows?: [string, string][];
  /** The total row, printed bold under the rows. */
  total?: [string, string];
  /** A button (and a link in the text part). */
  action?: { label: string; url: string };
  /** Small print under the content (e.g. the attached document). */
  note?: string;
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function emailHtml(c: EmailContent, lang: Lang): string {
  const t = texts(lang).layout;
  const p = (s: string) =>
    `<p style="margin:0 0 12px 0;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#1f2933;">${escapeHtml(s)}</p>`;
  const row = ([k, v]: [string, string], bold = false) =>
    `<tr><td style="padding:6px 8px;border-bottom:1px solid #e4e7eb;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#52606d;${bold ? 'font-weight:bold;color:#1f2933;' : ''}">${escapeHtml(k)}</td>` +
    `<td align="right" style="padding:6px 8px;border-bottom:1px solid #e4e7eb;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2933;${bold ? 'font-weight:bold;' : ''}">${escapeHtml(v)}</td></tr>`;
  const table =
    c.rows?.length || c.total
      ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:8px 0 16px 0;">${(c.rows ?? []).map((r) => row(r)).join('')}${c.total ? row(c.total, true) : ''}</table>`
      : '';
  const button = c.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px 0;"><tr><td bgcolor="#b8336a" style="border-radius:6px;"><a href="${escapeHtml(c.action.url)}" style="display:inline-block;padding:12px 20px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(c.action.label)}</a></td></tr></table>`
    : '';
  return (
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(c.heading)}</title></head>` +
    `<body style="margin:0;padding:0;background-color:#f5f7fa;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f5f7fa"><tr><td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background-color:#ffffff;border-radius:8px;">` +
    `<tr><td style="padding:20px 24px;background-color:#b8336a;border-radius:8px 8px 0 0;font-family:Arial,Helvetica,sans-serif;font-size:22px;font-weight:bold;color:#ffffff;">Utsav</td></tr>` +
    `<tr><td style="padding:24px;"><h1 style="margin:0 0 16px 0;font-family:Arial,Helvetica,sans-serif;font-size:20px;line-height:26px;color:#1f2933;">${escapeHtml(c.heading)}</h1>` +
    c.paragraphs.map(p).join('') +
    table +
    button +
    (c.note
      ? `<p style="margin:0 0 12px 0;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:19px;color:#52606d;">${escapeHtml(c.note)}</p>`
      : '') +
    `</td></tr><tr><td style="padding:16px 24px;border-top:1px solid #e4e7eb;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#7b8794;">${escapeHtml(t.footer)}</td></tr>` +
    `</table></td></tr></table></body></html>`
  );
}

export function emailText(c: EmailContent, lang: Lang): string {
  const t = texts(lang).layout;
  const width = Math.max(0, ...(c.rows ?? []).map(([k]) => k.length), c.total?.[0].length ?? 0) + 2;
  const lines = [c.heading, '', ...c.paragraphs.flatMap((x) => [x, ''])];
  if (c.rows?.length || c.total) {
    for (const [k, v] of c.rows ?? []) lines.push(`${k.padEnd(width)}${v}`);
    if (c.total) lines.push(`${c.total[0].padEnd(width)}${c.total[1]}`);
    lines.push('');
  }
  if (c.action) lines.push(`${c.action.label}: ${c.action.url}`, '');
  if (c.note) lines.push(c.note, '');
  lines.push('--', t.footer);
  return lines.join('\n');
}

/** A whole rendering from the email content, the SMS text and the WhatsApp parameters. */
export function rendered(
  subject: string,
  c: EmailContent,
  sms: string,
  whatsappParams: string[],
  lang: Lang,
): Rendered {
  return { subject, html: emailHtml(c, lang), text: emailText(c, lang), sms, whatsappParams };
}
