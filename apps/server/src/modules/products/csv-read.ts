import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import chardet from 'chardet';
import { CsvError, parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { badRequest } from '../../http/errors.ts';
import { COLUMNS, readCell, REQUIRED_COLUMNS, type Column } from './csv-columns.ts';

/**
 * One data row of the file: its number as a spreadsheet shows it (the header is 1), its cells
 * (blank for a column the file leaves out) and the columns the file has.
 */
export interface CsvRow {
  row: number;
  cells: Record<Column, string>;
  columns: ReadonlySet<Column>;
}

const SAMPLE_BYTES = 64 * 1024;
/** Single-byte encodings a detector's confident guess may name; anything else reads as 1252. */
const SINGLE_BYTE = /^(windows-125\d|iso-8859-\d+)$/i;
const CONFIDENT = 60;

async function sample(filePath: string): Promise<Buffer> {
  const handle = await fs.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function isUtf8(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(filePath)) {
      decoder.decode(chunk as Buffer, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * The file's encoding: a byte-order mark says it; else UTF-8 when every byte sequence is valid
 * UTF-8; else what older spreadsheet programs write, Windows-1252, unless the detector is sure
 * of another single-byte encoding. (ISO-8859-1 reads as its superset, Windows-1252.)
 */
export async function detectEncoding(filePath: string, head: Buffer): Promise<string> {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf16be';
  if (await isUtf8(filePath)) return 'utf8';
  const [guess] = chardet.analyse(head);
  if (
    guess &&
    guess.confidence >= CONFIDENT &&
    SINGLE_BYTE.test(guess.name) &&
    guess.name.toLowerCase() !== 'iso-8859-1' &&
    iconv.encodingExists(guess.name)
  ) {
    return guess.name;
  }
  return 'windows-1252';
}

/** Comma, semicolon (spreadsheets in many languages) or tab: whichever the header row uses. */
function delimiterOf(headerLine: string): string {
  const counts = [',', ';', '\t'].map((d) => [d, headerLine.split(d).length - 1] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

const EXPECTED = `The first row must name the columns, in any order: ${REQUIRED_COLUMNS.join(' and ')} at least, and any of ${COLUMNS.filter((c) => !REQUIRED_COLUMNS.includes(c)).join(', ')}.`;

/**
 * Where each column sits in the file, from its header row; an unknown or repeated one, or a
 * missing Name or Price, is a 400. A column the file leaves out has no position.
 */
function columnPositions(header: string[]): Partial<Record<Column, number>> {
  const byName = new Map(COLUMNS.map((c) => [c.toLowerCase(), c]));
  const positions: Partial<Record<Column, number>> = {};
  header.forEach((raw, index) => {
    const name = raw.trim();
    if (name === '' && index === header.length - 1) return;
    const column = byName.get(name.toLowerCase());
    if (!column) {
      const message = `The file has a column "${name}" that products do not have. ${EXPECTED}`;
      throw badRequest(message, { file: message });
    }
    if (positions[column] !== undefined) {
      const message = `The file has the column "${column}" twice.`;
      throw badRequest(message, { file: message });
    }
    positions[column] = index;
  });
  const missing = REQUIRED_COLUMNS.filter((c) => positions[c] === undefined);
  if (missing.length > 0) {
    const message = `The file has no ${missing.map((m) => `"${m}"`).join(', ')} column${missing.length > 1 ? 's' : ''}. ${EXPECTED}`;
    throw badRequest(message, { file: message });
  }
  return positions;
}

function emptyFile(): never {
  const message = 'The file is empty: it needs a header row and a row per product or variant.';
  throw badRequest(message, { file: message });
}

/**
 * Reads a products file row by row, streaming (memory stays flat however long the file), in the
 * encoding it was saved in. Lines may end in CRLF, LF or CR, mixed in one file (a file pieced
 * together from several programs); a byte-order mark is not part of the first column's name.
 * Cells are trimmed and their formula guard taken off. Blank rows are skipped but counted, so row
 * numbers match the spreadsheet's.
 */
export async function* readProductRows(filePath: string): AsyncGenerator<CsvRow> {
  const head = await sample(filePath);
  if (head.length === 0) emptyFile();
  const encoding = await detectEncoding(filePath, head);
  const firstLine = iconv.decode(head, encoding).split(/\r\n|\n|\r/, 1)[0] ?? '';
  const parser = createReadStream(filePath)
    .pipe(iconv.decodeStream(encoding))
    .pipe(
      parse({
        delimiter: delimiterOf(firstLine),
        // Without a list the parser keeps the first line's ending and reads the others as text.
        record_delimiter: ['\r\n', '\n', '\r'],
        bom: true,
        relax_column_count: true,
      }),
    );
  let positions: Partial<Record<Column, number>> | null = null;
  let columns: ReadonlySet<Column> = new Set();
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      if (!positions) {
        positions = columnPositions(record);
        columns = new Set(COLUMNS.filter((c) => positions![c] !== undefined));
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      const at = positions;
      const cell = (column: Column) => {
        const index = at[column];
        return index === undefined ? '' : readCell((record[index] ?? '').trim());
      };
      const cells = Object.fromEntries(COLUMNS.map((c) => [c, cell(c)])) as Record<Column, string>;
      yield { row, cells, columns };
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const message = `The file is not a CSV file that can be read (row ${row + 1}): ${error.message}`;
      throw badRequest(message, { file: message });
    }
    throw error;
  } finally {
    parser.destroy();
  }
  if (!positions) emptyFile();
}
