/** The smallest real files of each kind a form may receive, and the impostors it must refuse, made in the test. */

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

export const samples = {
  jpeg: () => bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0', [0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00], Buffer.alloc(64), [0xff, 0xd9]),
  png: () =>
    bytes(
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [0, 0, 0, 13],
      'IHDR',
      [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0],
      [0x1f, 0x15, 0xc4, 0x89],
      [0, 0, 0, 0],
      'IEND',
      [0xae, 0x42, 0x60, 0x82],
    ),
  webp: () => {
    const body = bytes('WEBP', 'VP8 ', [10, 0, 0, 0], Buffer.alloc(10));
    const size = Buffer.alloc(4);
    size.writeUInt32LE(body.length);
    return bytes('RIFF', size, body);
  },
  heic: () => bytes([0, 0, 0, 24], 'ftyp', 'heic', [0, 0, 0, 0], 'mif1', 'heic', Buffer.alloc(32)),
  pdf: () => bytes('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  /** A Windows program: "MZ", then the PE header the DOS stub points to. */
  exe: () => {
    const file = Buffer.alloc(256);
    file.write('MZ', 0, 'latin1');
    file.writeUInt32LE(0x80, 0x3c);
    file.write('PE\0\0', 0x80, 'latin1');
    return file;
  },
  /** An ELF program. */
  elf: () => bytes([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00], Buffer.alloc(56)),
  text: () => bytes('Dear hiring manager,\nPlease find my CV attached.\n'),
  html: () => bytes('<!doctype html><html><script>alert(1)</script></html>'),
  svg: () => bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>'),
  bareSvg: () => bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  zip: () => bytes([0x50, 0x4b, 0x05, 0x06], Buffer.alloc(18)),
  gif: () => bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0], ',', [0, 0, 0, 0, 1, 0, 1, 0, 0], [2, 2, 0x44, 0x01, 0], ';'),
};
