// Files built to stop a reader (issue 33): each is small on the wire and deterministic, and the
// hostile-files suite (`hostile-files.test.ts`) sends them where the api reads such files.
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/** One part of a ZIP as it is stored: its name, compressed bytes, method and true size. */
interface ZipPart {
  name: string;
  data: Buffer;
  method: 0 | 8;
  crc: number;
  size: number;
}

const stored = (name: string, text: string): ZipPart => {
  const data = Buffer.from(text);
  return { name, data, method: 0, crc: crc32(data), size: data.length };
};

/** A plain ZIP of the parts (no data descriptors, no ZIP64): what an .xlsx is. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A sheet part that expands to `size` bytes of blanks between its tags, compressed as it goes. */
async function expandingSheet(size: number): Promise<ZipPart> {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  );
  const tail = Buffer.from('</sheetData></worksheet>');
  const blanks = Buffer.alloc(1024 * 1024, 0x20);
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = crc32(head);
  deflate.write(head);
  let left = size - head.length - tail.length;
  while (left > 0) {
    const piece = blanks.subarray(0, Math.min(left, blanks.length));
    crc = crc32(piece, crc);
    deflate.write(piece);
    left -= piece.length;
  }
  crc = crc32(tail, crc);
  deflate.end(tail);
  await done;
  return { name: 'xl/worksheets/sheet1.xml', data: Buffer.concat(out), method: 8, crc, size };
}

/** A workbook of one sheet ("catalog"): the parts an .xlsx needs around it. */
function workbookOf(sheet: ZipPart): Buffer {
  return zipOf([
    stored(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    stored(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    stored(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="catalog" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    stored(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    sheet,
  ]);
}

/**
 * A workbook of one sheet whose parts together expand to `expandedBytes` (a ZIP bomb: about
 * 100 KB on the wire for 101 MB unpacked).
 */
export async function expandingWorkbook(expandedBytes: number): Promise<Buffer> {
  return workbookOf(await expandingSheet(expandedBytes));
}

const inline = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/**
 * The wide workbook of issue 33: a product sheet whose rows each hold one cell in the last
 * column (XFD, number 16,384), so a reader that builds rows as wide as the sheet builds
 * `rows` × 16,384 cells from a file of a few kilobytes. Written by hand: a library writing it
 * builds those cells itself.
 */
export function wideWorkbook(rows = 500): Buffer {
  const lines = [`<row r="1">${inline('A1', 'sku')}${inline('B1', 'title')}</row>`];
  for (let row = 2; row <= rows + 1; row += 1) {
    lines.push(
      `<row r="${row}">${inline(`A${row}`, `WIDE-${row}`)}${inline(`B${row}`, 'A shirt')}` +
        `${inline(`XFD${row}`, 'x')}</row>`,
    );
  }
  const xml = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      `<dimension ref="A1:XFD${rows + 1}"/><sheetData>${lines.join('')}</sheetData></worksheet>`,
  );
  return workbookOf({
    name: 'xl/worksheets/sheet1.xml',
    data: deflateRawSync(xml),
    method: 8,
    crc: crc32(xml),
    size: xml.length,
  });
}
