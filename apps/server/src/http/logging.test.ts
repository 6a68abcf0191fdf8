import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLogging, resolveLogFormat } from './logger.ts';
import { LogWriter } from './log-writer.ts';
import { prettyRecord } from './pretty-log.ts';

const capture = () => {
  const chunks: string[] = [];
  return { chunks, output: { write: (chunk: string) => chunks.push(chunk) } };
};

describe('the log format', () => {
  it('is readable at a terminal and JSON elsewhere, unless LOG_FORMAT says which', () => {
    expect(resolveLogFormat('auto', true)).toBe('pretty');
    expect(resolveLogFormat('auto', false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT must be pretty or json/);
  });

  it('writes a request as time, level, method, path, status and duration', () => {
    const time = new Date(2030, 0, 2, 9, 5, 7, 42).getTime();
    expect(
      prettyRecord({
        level: 30,
        time,
        reqId: 'r1',
        method: 'GET',
        host: 'bakery.localhost:3000',
        url: '/about-us',
        status: 200,
        ms: 0.4321,
        msg: 'request',
      }),
    ).toBe('09:05:07.042 INFO  GET /about-us 200 0.4 ms  bakery.localhost:3000  reqId=r1\n');
  });

  it('writes other lines as their message, their fields, and any error spelled out below', () => {
    const time = new Date(2030, 0, 2, 23, 59, 0, 5).getTime();
    const text = prettyRecord({
      level: 50,
      time,
      reqId: 'r2',
      msg: 'unhandled error',
      err: {
        type: 'DrizzleQueryError',
        message: 'Failed query: select 1\nparams: [redacted]',
        stack: 'DrizzleQueryError: Failed query\n    at run (db.ts:1:1)',
        cause: { type: 'DatabaseError', message: 'boom', code: '23514' },
      },
    });
    expect(text.split('\n')).toEqual([
      '23:59:00.005 ERROR unhandled error  reqId=r2',
      '    DrizzleQueryError: Failed query: select 1',
      '      params: [redacted]',
      '      at run (db.ts:1:1)',
      '      caused by:',
      '        DatabaseError: boom',
      '          code=23514',
      '',
    ]);
  });
});

describe('the log writer', () => {
  it('holds info lines back and writes them in one batch, before a warning that goes at once', () => {
    const { chunks, output } = capture();
    const writer = new LogWriter(output, { flushMs: 60_000 });
    writer.write('a\n');
    writer.write('b\n');
    expect(chunks).toEqual([]);
    writer.writeNow('warn\n');
    expect(chunks).toEqual(['a\nb\nwarn\n']);
    writer.write('c\n');
    writer.close();
    expect(chunks).toEqual(['a\nb\nwarn\n', 'c\n']);
    writer.write('after close\n');
    expect(chunks.at(-1)).toBe('after close\n');
  });

  it('writes at once when the batch is full', () => {
    const { chunks, output } = capture();
    const writer = new LogWriter(output, { flushMs: 60_000, maxBuffered: 10 });
    writer.write('12345\n');
    expect(chunks).toEqual([]);
    writer.write('67890\n');
    expect(chunks).toEqual(['12345\n67890\n']);
    writer.close();
  });
});

describe('createLogging', () => {
  it('records requests at level info and below, not above', () => {
    const { output } = capture();
    expect(createLogging({ level: 'info', format: 'json', output }).access).not.toBeNull();
    expect(createLogging({ level: 'debug', format: 'json', output }).access).not.toBeNull();
    expect(createLogging({ level: 'warn', format: 'json', output }).access).toBeNull();
  });
});
