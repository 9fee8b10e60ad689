'use client';

import { useState } from 'react';
import { errorMessageOf } from '@/lib/query/error-message';
import { currentErrorTexts } from '@/lib/query/error-texts';
import { uploadBatches } from '../form/file-screening';

/**
 * Uploads a listing's files (photos, documents) in the api's batches, counting those on their
 * way; what could not be sent joins the problems found before sending.
 */
export function useUploads<Item>({
  upload,
  maxFilesPerUpload,
  onChange,
}: {
  upload: (files: File[]) => Promise<Item[]>;
  maxFilesPerUpload: number;
  onChange: (update: (items: Item[]) => Item[]) => void;
}) {
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);

  /** Shows `found` (the files refused before sending), then sends `files`. */
  const send = async (files: File[], found: string[]) => {
    const messages = [...found];
    setProblems(messages);
    if (files.length === 0) return;
    setUploading((count) => count + files.length);
    for (const batch of uploadBatches(files, maxFilesPerUpload)) {
      try {
        const uploaded = await upload(batch);
        onChange((current) => [...current, ...uploaded]);
      } catch (failure) {
        messages.push(errorMessageOf(failure, currentErrorTexts()));
        setProblems([...messages]);
      } finally {
        setUploading((count) => count - batch.length);
      }
    }
  };

  return { uploading, problems, clearProblems: () => setProblems([]), send };
}
