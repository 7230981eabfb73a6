import { describe, expect, it } from 'vitest';
import { acceptUploads } from '@/server/uploads/accept-uploads';
import { MAX_DOCX_ENTRIES } from '@/server/uploads/docx-archive';
import { inspectUpload } from '@/server/uploads/inspect-upload';
import { cvUpload, enquiryAttachments } from '@/server/uploads/upload-policies';
import { ValidationError } from '@/server/errors';
import { samples } from '../support/file-samples';
import { docx, docxParts, zipArchive } from '../support/zip-archive';

const MB = 1024 * 1024;

const refusal = async (name: string, bytes: Buffer, policy = enquiryAttachments) => {
  const check = await inspectUpload(name, bytes, policy);
  if (check.ok) throw new Error(`${name} was accepted as ${check.file.mimeType}`);
  return check.message;
};

describe('enquiry attachments: photos and PDFs, decided by their bytes', () => {
  it.each([
    ['photo.jpg', samples.jpeg, 'image/jpeg', 'jpg'],
    ['screenshot.png', samples.png, 'image/png', 'png'],
    ['photo.webp', samples.webp, 'image/webp', 'webp'],
    ['IMG_0042.HEIC', samples.heic, 'image/heic', 'heic'],
    ['menu.pdf', samples.pdf, 'application/pdf', 'pdf'],
  ])('accepts %s', async (name, make, mimeType, extension) => {
    const check = await inspectUpload(name, make(), enquiryAttachments);
    expect(check).toMatchObject({ ok: true, file: { name, mimeType, kind: { extension } } });
  });

  it('goes by the bytes, not the name: a JPEG called .png is kept as the JPEG it is', async () => {
    const check = await inspectUpload('holiday.png', samples.jpeg(), enquiryAttachments);
    expect(check).toMatchObject({ ok: true, file: { mimeType: 'image/jpeg', kind: { extension: 'jpg' } } });
  });

  it.each([
    ['invoice.pdf', samples.exe, '“invoice.pdf” is not a JPEG, PNG, WebP, HEIC or PDF file.'],
    ['tool.pdf', samples.elf, '“tool.pdf” is not a JPEG, PNG, WebP, HEIC or PDF file.'],
    ['letter.pdf', samples.text, '“letter.pdf” is not a JPEG, PNG, WebP, HEIC or PDF file.'],
    ['logo.png', samples.svg, '“logo.png” is not a JPEG, PNG, WebP, HEIC or PDF file.'],
    ['logo.svg', samples.bareSvg, '“logo.svg” is not a JPEG, PNG, WebP, HEIC or PDF file.'],
    ['page.jpg', samples.html, '“page.jpg” is not a JPEG, PNG, WebP, HEIC or PDF file.'],
    ['animation.gif', samples.gif, '“animation.gif” is not a JPEG, PNG, WebP, HEIC or PDF file.'],
    ['cv.docx', () => docx(), '“cv.docx” is not a JPEG, PNG, WebP, HEIC or PDF file.'],
  ])('refuses %s whose bytes are something else, naming it', async (name, make, message) => {
    expect(await refusal(name, make())).toBe(message);
  });

  it('refuses an empty file and one over 5 MB', async () => {
    expect(await refusal('blank.pdf', Buffer.alloc(0))).toBe('“blank.pdf” is empty.');
    const big = Buffer.concat([samples.pdf(), Buffer.alloc(5 * MB)]);
    expect(await refusal('scan.pdf', big)).toBe('“scan.pdf” is larger than 5 MB.');
    const exactly = Buffer.concat([samples.pdf(), Buffer.alloc(5 * MB - samples.pdf().length)]);
    expect((await inspectUpload('scan.pdf', exactly, enquiryAttachments)).ok).toBe(true);
  });

  it.each([
    ['menu\u0000.pdf', '“menuU+0000.pdf” has a name with characters a file name cannot have (such as / or \\).'],
    ['../../etc/passwd.pdf', '“../../etc/passwd.pdf” has a name with characters a file name cannot have (such as / or \\).'],
    ['..\\..\\boot.ini.pdf', '“..\\..\\boot.ini.pdf” has a name with characters a file name cannot have (such as / or \\).'],
    ['C:\\Users\\x.pdf', '“C:\\Users\\x.pdf” has a name with characters a file name cannot have (such as / or \\).'],
    ['line\nbreak.pdf', '“lineU+000Abreak.pdf” has a name with characters a file name cannot have (such as / or \\).'],
    ['invoice\u202Efdp.exe', '“invoiceU+202Efdp.exe” has a name with hidden characters that disguise its type.'],
    ['..', '“..” has no name.'],
    ['   ', '“   ” has no name.'],
    [`${'a'.repeat(300)}.pdf`, `“${'a'.repeat(80)}…” has a name longer than 255 characters.`],
  ])('refuses the name %j, naming the problem', async (name, message) => {
    expect(await refusal(name, samples.pdf())).toBe(message);
  });

  it('keeps an accented or spaced name as staff should read it', async () => {
    const check = await inspectUpload('  Café menu – été.pdf ', samples.pdf(), enquiryAttachments);
    expect(check).toMatchObject({ ok: true, file: { name: 'Café menu – été.pdf' } });
  });
});

describe('CVs: one PDF or Word document, and no zip bombs', () => {
  it('accepts a PDF and a .docx', async () => {
    expect(await inspectUpload('cv.pdf', samples.pdf(), cvUpload)).toMatchObject({ ok: true, file: { mimeType: 'application/pdf' } });
    expect(await inspectUpload('cv.docx', docx(), cvUpload)).toMatchObject({ ok: true, file: { kind: { extension: 'docx' } } });
  });

  it.each([
    ['cv.pdf', samples.exe, '“cv.pdf” is not a PDF or Word (.docx) file.'],
    ['cv.pdf', samples.text, '“cv.pdf” is not a PDF or Word (.docx) file.'],
    ['cv.docx', samples.zip, '“cv.docx” is not a PDF or Word (.docx) file.'],
    ['cv.jpg', samples.jpeg, '“cv.jpg” is not a PDF or Word (.docx) file.'],
    ['cv.docm', () => docx([], 'application/vnd.ms-word.document.macroEnabled.main+xml'), '“cv.docm” is not a PDF or Word (.docx) file.'],
  ])('refuses %s made of other bytes', async (name, make, message) => {
    expect(await refusal(name, make(), cvUpload)).toBe(message);
  });

  it('refuses a .docx that unpacks to far more than it weighs', async () => {
    const bomb = docx([{ name: 'word/media/padding.bin', data: Buffer.alloc(60 * MB), deflate: true }]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await refusal('cv.docx', bomb, cvUpload)).toBe('“cv.docx” unpacks to far more than a document should (a "zip bomb").');
  });

  it('refuses a .docx with too many parts', async () => {
    const parts = Array.from({ length: MAX_DOCX_ENTRIES }, (_, index) => ({ name: `word/part${index}.xml`, data: Buffer.from('<x/>') }));
    expect(await refusal('cv.docx', docx(parts), cvUpload)).toBe(`“cv.docx” is a Word document with too many parts (more than ${MAX_DOCX_ENTRIES}).`);
  });

  it('refuses a .docx whose headers lie about its sizes, one with macros, and one with no document inside', async () => {
    const lying = docx([{ name: 'word/media/image1.png', data: Buffer.alloc(4096), deflate: true, declaredSize: 10 }]);
    expect(await refusal('cv.docx', lying, cvUpload)).toBe('“cv.docx” is a damaged Word document.');
    const macros = docx([{ name: 'word/vbaProject.bin', data: Buffer.from('macro') }]);
    expect(await refusal('cv.docx', macros, cvUpload)).toBe('“cv.docx” is a Word document with macros.');
    const hollow = zipArchive(docxParts().filter((part) => part.name !== 'word/document.xml'));
    expect(await refusal('cv.docx', hollow, cvUpload)).toBe('“cv.docx” is not a complete Word document.');
  });
});

describe('a submission', () => {
  const file = (name: string, bytes: Buffer) => ({ name, bytes });

  it('is refused whole when it carries too many files or a text value', async () => {
    const four = [1, 2, 3, 4].map((n) => file(`photo${n}.jpg`, samples.jpeg()));
    await expect(acceptUploads('files', four, enquiryAttachments)).rejects.toMatchObject({ fieldErrors: { files: 'Attach at most 3 files.' } });
    await expect(acceptUploads('resume', [file('a.pdf', samples.pdf()), file('b.pdf', samples.pdf())], cvUpload)).rejects.toMatchObject({
      fieldErrors: { resume: 'Attach one file only.' },
    });
    await expect(acceptUploads('files', ['C:\\fakepath\\x.pdf'], enquiryAttachments)).rejects.toMatchObject({
      fieldErrors: { files: 'A file was expected here, not text.' },
    });
  });

  it('names every refused file and stores nothing from it', async () => {
    const error = await acceptUploads(
      'files',
      [file('menu.pdf', samples.pdf()), file('run.pdf', samples.exe()), file('x.png', samples.svg())],
      enquiryAttachments,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors.files).toBe(
      '“run.pdf” is not a JPEG, PNG, WebP, HEIC or PDF file. “x.png” is not a JPEG, PNG, WebP, HEIC or PDF file.',
    );
  });

  it('passes good files on with their detected type', async () => {
    const accepted = await acceptUploads('files', [file('menu.pdf', samples.pdf()), file('photo.heic', samples.heic())], enquiryAttachments);
    expect(accepted.map((upload) => [upload.name, upload.mimeType])).toEqual([
      ['menu.pdf', 'application/pdf'],
      ['photo.heic', 'image/heic'],
    ]);
  });
});
