import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';

/** The request's user agent, trimmed; '' when absent. */
export function userAgentOf(headers: IncomingHttpHeaders): string {
  const value = headers['user-agent'];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
}

function headerText(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).toLowerCase();
}

/**
 * Whether the browser only fetches the page ahead of time (link prefetch, prerender, link previews);
 * the visitor has not seen it, and may never.
 */
function isSpeculative(headers: IncomingHttpHeaders): boolean {
  return (
    headerText(headers, 'sec-purpose').includes('prefetch') ||
    headerText(headers, 'purpose').includes('prefetch') ||
    headerText(headers, 'x-purpose').includes('preview') ||
    headerText(headers, 'x-moz').includes('prefetch')
  );
}

/** Answers for user agents seen lately: the same few repeat on every request. */
const botAnswers = new Map<string, boolean>();
const BOT_ANSWERS_LIMIT = 10_000;
/** Longer ones are asked each time rather than kept (a header can be kilobytes long). */
const REMEMBERED_LENGTH = 512;

function isBotAgent(userAgent: string): boolean {
  let answer = botAnswers.get(userAgent);
  if (answer === undefined) {
    answer = isbot(userAgent);
    if (userAgent.length <= REMEMBERED_LENGTH) {
      if (botAnswers.size >= BOT_ANSWERS_LIMIT) botAnswers.clear();
      botAnswers.set(userAgent, answer);
    }
  }
  return answer;
}

/**
 * Whether a request for a page counts as a view: a GET by a person's browser that is really showing it.
 * HEAD, requests without a user agent, bots and prefetches are not views. Which paths are pages is
 * decided by the caller.
 */
export function countsAsPageView(method: string, headers: IncomingHttpHeaders): boolean {
  if (method.toUpperCase() !== 'GET') return false;
  const userAgent = userAgentOf(headers);
  if (userAgent === '' || isBotAgent(userAgent)) return false;
  return !isSpeculative(headers);
}
