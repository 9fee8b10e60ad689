import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../errors';

/** One uploaded file as received: on disk until the request is done, never whole in memory. */
export interface UploadedFile {
  /** The name the browser gave it (never trusted for the type). */
  filename: string;
  /** The temporary file it was written to; removed when the request is done. */
  path: string;
  sizeBytes: number;
  /** Its first bytes (up to HEAD_BYTES), which tell its real type. */
  head: Buffer;
  /** The plain fields of the form sent before the file (a one-file form may carry a few). */
  fields?: Record<string, string>;
}

/** Enough for every signature the api checks (WebP's is the longest: 12 bytes). */
const HEAD_BYTES = 16;

/** What a form of one upload route may hold. */
export interface UploadForm {
  /** The form field the files come in (repeated for several files). */
  field: string;
  maxBytes: number;
  maxFiles: number;
}

/**
 * Receives the files of a multipart request into a folder of their own, hands them to `use`, and
 * removes them again on every path: stored, refused, or the client gone in the middle.
 */
export async function withUploadedFiles<T>(
  request: FastifyRequest,
  form: UploadForm,
  use: (files: UploadedFile[]) => Promise<T>,
): Promise<T> {
  const folder = path.join(request.server.incomingUploadsDir, randomUUID());
  await mkdir(folder, { recursive: true });
  try {
    return await use(await receiveFiles(request, form, folder));
  } finally {
    // A file left behind is removed at the next start; the answer does not depend on it.
    await rm(folder, { recursive: true, force: true }).catch((error: unknown) =>
      request.log.warn({ err: error }, 'an upload folder could not be removed'),
    );
  }
}

/** The one file of an upload in the field `file` (avatars, logos). */
export function withUploadedFile<T>(
  request: FastifyRequest,
  maxBytes: number,
  use: (file: UploadedFile) => Promise<T>,
): Promise<T> {
  return withUploadedFiles(request, { field: 'file', maxBytes, maxFiles: 1 }, ([file]) =>
    use(file!),
  );
}

/** What one form answers when it is refused; the one-file form speaks of "the file". */
function refusalsOf(form: UploadForm) {
  const refuse = (message: string) => () =>
    new ValidationError([{ field: form.field, message }], message);
  const megabytes = Math.round(form.maxBytes / 1024 / 1024);
  const one = form.maxFiles === 1;
  return {
    notAForm: refuse(
      `Send the ${one ? 'file' : 'files'} as multipart/form-data in the field "${form.field}"`,
    ),
    otherField: refuse(
      one ? 'Choose a file to upload' : `Send the files in the field "${form.field}"`,
    ),
    none: refuse(one ? 'Choose a file to upload' : 'Choose at least one file to upload'),
    tooMany: refuse(
      one ? 'Send one file at a time' : `Send at most ${form.maxFiles} files at a time`,
    ),
    tooLarge: (filename: string) =>
      refuse(`${one || !filename ? '' : `${filename}: `}The file is larger than ${megabytes} MB`)(),
  };
}

/** A failure of our own disk while keeping an upload: a server error, never the client's. */
class IncomingStorageError extends Error {}

function codeOf(error: unknown): string | undefined {
  return error instanceof Error ? (error as { code?: string }).code : undefined;
}

/**
 * Streams every file of the form into `folder`, counting bytes as they come. Anything wrong with
 * the form itself (not multipart, no boundary, cut off, a part without a name or in another
 * field, too many or too large files, the client gone) is a 400 naming the field.
 */
async function receiveFiles(
  request: FastifyRequest,
  form: UploadForm,
  folder: string,
): Promise<UploadedFile[]> {
  const refusals = refusalsOf(form);
  const one = form.maxFiles === 1;
  const files: UploadedFile[] = [];
  let current = '';
  try {
    const parts = request.files({
      // The one-file form tolerates a few plain fields beside the file, as browsers may add them.
      limits: {
        fileSize: form.maxBytes,
        files: form.maxFiles,
        fields: one ? 5 : 0,
        parts: form.maxFiles + (one ? 5 : 0),
      },
    });
    for await (const part of parts) {
      current = part.filename;
      if (part.fieldname !== form.field) {
        part.file.resume();
        throw refusals.otherField();
      }
      const target = path.join(folder, `${files.length}-${randomUUID()}`);
      const received = await writePart(part, target);
      if (part.file.truncated) throw refusals.tooLarge(current);
      files.push({
        filename: part.filename,
        path: target,
        ...received,
        fields: plainFields(part.fields),
      });
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    if (error instanceof IncomingStorageError) throw error.cause;
    switch (codeOf(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw refusals.tooLarge(current);
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw refusals.tooMany();
      default:
        // Not multipart, no boundary, cut off, a forbidden part name, a client that left:
        // the form could not be read, whatever the parser's words for it.
        request.log.debug({ err: error }, 'unreadable upload form');
        throw refusals.notAForm();
    }
  }
  if (files.length === 0) throw refusals.none();
  return files;
}

/** The text fields among a form's parts so far, by name. */
function plainFields(parts: MultipartFile['fields']): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, part] of Object.entries(parts)) {
    const single = Array.isArray(part) ? part[0] : part;
    if (single?.type === 'field' && typeof single.value === 'string') fields[name] = single.value;
  }
  return fields;
}

/** Writes one part to `target` chunk by chunk; its first bytes are kept to tell its type. */
async function writePart(
  part: MultipartFile,
  target: string,
): Promise<{ sizeBytes: number; head: Buffer }> {
  const keep = async <T>(operation: () => Promise<T>) => {
    try {
      return await operation();
    } catch (error) {
      throw new IncomingStorageError('An upload could not be written', { cause: error });
    }
  };
  const handle = await keep(() => open(target, 'wx'));
  const head: Buffer[] = [];
  let headLength = 0;
  let sizeBytes = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (headLength < HEAD_BYTES) {
        // A copy, so the head does not keep the whole chunk alive.
        const piece = Buffer.from(chunk.subarray(0, HEAD_BYTES - headLength));
        head.push(piece);
        headLength += piece.length;
      }
      sizeBytes += chunk.length;
      await keep(() => handle.write(chunk));
    }
  } finally {
    await keep(() => handle.close());
  }
  return { sizeBytes, head: Buffer.concat(head) };
}
