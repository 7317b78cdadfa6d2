import 'server-only';
import type { NextRequest } from 'next/server';
import { localeTags, type Locale } from '@/i18n/routing';
import { escapeHtml } from '../mail-html';
import { HttpError } from './errors';
import { errorMessage, MAX_BODY_BYTES } from './handler';

/**
 * Endpoints a page's plain HTML form posts to, so that a tap before the page's scripts have run
 * (or without JavaScript) is not lost: the urlencoded body, and the refusal as a page, since there
 * is no script to read a JSON error.
 */

/** The form's fields: urlencoded (what a plain form sends), at most 1 MB like every body. */
export async function readForm(req: NextRequest): Promise<URLSearchParams> {
  if (Number(req.headers.get('content-length') ?? '0') > MAX_BODY_BYTES) throw new HttpError(413, 'payload_too_large', 'tooLarge');
  if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers.get('content-type') ?? ''))
    throw new HttpError(415, 'unsupported_media_type', 'unsupportedMediaType');
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new HttpError(413, 'payload_too_large', 'tooLarge');
  return new URLSearchParams(text);
}

/**
 * The refusal as a page the browser shows: `title`, then what went wrong in `locale` (field by
 * field for bad input), and a link back to the page the form was on. Nothing was written.
 */
export function refusalPage(error: HttpError, page: { locale: Locale; title: string; back: string; backLabel: string }): Response {
  const details = error.fields ? Object.values(error.fields) : [errorMessage(error, page.locale)];
  const html = [
    '<!doctype html>',
    `<html lang="${localeTags[page.locale]}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(page.title)}</title></head>`,
    `<body><main><h1>${escapeHtml(page.title)}</h1>`,
    ...details.map((text) => `<p role="alert">${escapeHtml(text)}</p>`),
    `<p><a href="${escapeHtml(page.back)}">${escapeHtml(page.backLabel)}</a></p>`,
    '</main></body></html>',
  ].join('');
  return new Response(html, {
    status: error.status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...error.headers },
  });
}
