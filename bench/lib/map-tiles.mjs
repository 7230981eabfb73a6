// A stand-in for a map tile provider, for measuring pages with a map on a machine without internet access. Started
// with the site's MAP_TILE_URL pointing at it, the map loads a real image per tile, as it would from a provider
// online; left on OpenStreetMap's servers offline, every tile fails and the browser logs an error for each, which
// Lighthouse counts against best practices (and no image is downloaded, which flatters performance).
import { createServer } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 256;

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A 256-pixel square of pale land crossed by a white street every 64 pixels. The land is speckled (the same speckle
 * on every run) so that the tile weighs about what a real one does, some 10 kB, not the 1 kB of a flat colour.
 */
function tilePng() {
  let seed = 1;
  const speckle = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 16) % 7 === 0;
  const rows = [];
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 3); // filter byte 0, then RGB
    for (let x = 0; x < SIZE; x++) {
      const street = x % 64 < 6 || y % 64 < 6;
      row.set(street ? [255, 255, 255] : speckle() ? [226, 221, 210] : [236, 231, 222], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Answers every `/{z}/{x}/{y}.png` with the same tile, cached for a day as a provider's would be. */
export async function startTileStandIn(port) {
  const png = tilePng();
  const server = createServer((req, res) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) return res.writeHead(404).end();
    res
      .writeHead(200, {
        'content-type': 'image/png',
        'content-length': png.length,
        'cache-control': 'public, max-age=86400',
        'access-control-allow-origin': '*',
      })
      .end(png);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  // The port listened on: `port` 0 takes a free one.
  return { urlTemplate: `http://127.0.0.1:${server.address().port}/{z}/{x}/{y}.png`, close: () => server.close() };
}
