import yauzl, { type Entry, type ZipFile } from 'yauzl';

/*
 * A .docx file is a zip archive. Before one is kept, every entry is unpacked and counted (and thrown away): a "zip
 * bomb" (a few kilobytes that unpack to gigabytes, or a hundred thousand entries) would otherwise be handed to
 * whoever opens it, and the sizes an archive declares are not trusted: yauzl checks each entry's real size against
 * its header as it unpacks. Entry names that climb out of the archive (../) are refused by yauzl as well.
 */

/** A real CV has a few dozen entries; a few hundred with many images. */
export const MAX_DOCX_ENTRIES = 1000;
/** Everything unpacked; a 5 MB document of pure text unpacks to perhaps 40 MB. */
const MAX_DOCX_UNPACKED_BYTES = 50 * 1024 * 1024;

type ArchiveCheck = { ok: true } | { ok: false; reason: string };

const refuse = (reason: string): ArchiveCheck => ({ ok: false, reason });

const openZip = (bytes: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );

/** Unpacks one entry, counting bytes; stops as soon as the archive's total passes the limit. */
const unpack = (zip: ZipFile, entry: Entry, budget: { left: number }) =>
  new Promise<boolean>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      stream.on('data', (chunk: Buffer) => {
        budget.left -= chunk.length;
        if (budget.left < 0) {
          stream.destroy();
          resolve(false);
        }
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(true));
    }),
  );

/** Whether a zip that file-type called a .docx is safe to keep: few enough entries, small enough unpacked, no macros. */
export async function checkDocxArchive(bytes: Buffer): Promise<ArchiveCheck> {
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    return refuse('is a damaged Word document');
  }
  if (zip.entryCount > MAX_DOCX_ENTRIES) {
    zip.close();
    return refuse(`is a Word document with too many parts (more than ${MAX_DOCX_ENTRIES})`);
  }
  const budget = { left: MAX_DOCX_UNPACKED_BYTES };
  const names = new Set<string>();
  try {
    const outcome = await new Promise<ArchiveCheck>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        names.add(entry.fileName);
        if (/vbaProject\.bin$/i.test(entry.fileName)) return resolve(refuse('is a Word document with macros'));
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        unpack(zip, entry, budget).then(
          (within) => (within ? zip.readEntry() : resolve(refuse('unpacks to far more than a document should (a "zip bomb")'))),
          reject,
        );
      });
      zip.on('end', () => resolve(names.has('word/document.xml') ? { ok: true } : refuse('is not a complete Word document')));
      zip.on('error', reject);
      zip.readEntry();
    });
    return outcome;
  } catch {
    // yauzl refuses entries whose real size differs from their header, names that escape the archive, bad data.
    return refuse('is a damaged Word document');
  } finally {
    zip.close();
  }
}
