import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../errors';

const fileError = (message: string) => new ValidationError([{ field: 'file', message }], message);

function codeOf(error: unknown): string | undefined {
  return error instanceof Error ? (error as { code?: string }).code : undefined;
}

/**
 * Reads the one uploaded file of a multipart request (field `file`) into memory, refusing
 * anything above `maxBytes` while it streams in, with a 400 naming the field.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
    if (!part || part.fieldname !== 'file') throw fileError('Choose a file to upload');
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    switch (codeOf(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw fileError(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw fileError('Send the file as multipart/form-data in the field "file"');
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw fileError('Send one file at a time');
      default:
        throw error;
    }
  }
}

/** One file of a multipart request, read into memory. */
export interface UploadedFile {
  /** The name the browser gave it (never trusted for the type). */
  filename: string;
  bytes: Buffer;
}

export interface ReadUploadedFilesOptions {
  /** The form field the files come in (repeated for several files). */
  field: string;
  maxBytes: number;
  maxFiles: number;
}

/**
 * Reads every file of a multipart request (all in the field `field`) into memory, refusing a
 * file above `maxBytes` while it streams in and more than `maxFiles` files, with a 400 naming
 * the field.
 */
export async function readUploadedFiles(
  request: FastifyRequest,
  options: ReadUploadedFilesOptions,
): Promise<UploadedFile[]> {
  const refuse = (message: string) =>
    new ValidationError([{ field: options.field, message }], message);
  const files: UploadedFile[] = [];
  let current = '';
  try {
    const parts = request.files({
      limits: {
        fileSize: options.maxBytes,
        files: options.maxFiles,
        fields: 0,
        parts: options.maxFiles,
      },
    });
    for await (const part of parts) {
      current = part.filename;
      if (part.fieldname !== options.field) {
        part.file.resume();
        throw refuse(`Send the files in the field "${options.field}"`);
      }
      files.push({ filename: part.filename, bytes: await part.toBuffer() });
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    const megabytes = Math.round(options.maxBytes / 1024 / 1024);
    switch (codeOf(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw refuse(`${current ? `${current}: ` : ''}The file is larger than ${megabytes} MB`);
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        throw refuse(`Send the files as multipart/form-data in the field "${options.field}"`);
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw refuse(`Send at most ${options.maxFiles} files at a time`);
      default:
        throw error;
    }
  }
  if (files.length === 0) throw refuse('Choose at least one file to upload');
  return files;
}
