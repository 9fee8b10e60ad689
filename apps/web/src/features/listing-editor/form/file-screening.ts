/** What the browser knows of a chosen file before uploading it. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

export type FileProblemKind = 'type' | 'size' | 'count';

export interface FileProblem {
  /** The file's name; for `count`, the first file that did not fit. */
  name: string;
  kind: FileProblemKind;
}

interface UploadRules {
  readonly mimeTypes: readonly string[];
  readonly maxBytes: number;
  readonly maxPerListing: number;
}

/**
 * Sorts chosen files into those worth uploading and those the api would refuse anyway (wrong
 * type, too large, or more than the listing has room for), so people learn it at once.
 */
export function screenFiles<F extends ChosenFile>(
  files: readonly F[],
  rules: UploadRules,
  alreadyAttached: number,
): { accepted: F[]; problems: FileProblem[] } {
  const accepted: F[] = [];
  const problems: FileProblem[] = [];
  let room = Math.max(0, rules.maxPerListing - alreadyAttached);
  for (const file of files) {
    if (!rules.mimeTypes.includes(file.type)) {
      problems.push({ name: file.name, kind: 'type' });
    } else if (file.size > rules.maxBytes) {
      problems.push({ name: file.name, kind: 'size' });
    } else if (room === 0) {
      if (!problems.some((problem) => problem.kind === 'count')) {
        problems.push({ name: file.name, kind: 'count' });
      }
    } else {
      accepted.push(file);
      room -= 1;
    }
  }
  return { accepted, problems };
}

/** Splits files into the batches one upload call takes. */
export function uploadBatches<F>(files: readonly F[], perUpload: number): F[][] {
  const batches: F[][] = [];
  for (let start = 0; start < files.length; start += perUpload) {
    batches.push(files.slice(start, start + perUpload));
  }
  return batches;
}

/** Moves one item of a list one place earlier (-1) or later (+1); out of range changes nothing. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) {
    return [...items];
  }
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target] as T, moved[index] as T];
  return moved;
}
