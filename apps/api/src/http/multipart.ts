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
