import { sizeText, type UploadPolicy } from '@/server/uploads/upload-policies';

/**
 * The browser's quick check of chosen files, so a visitor hears at once that a file is too big or one too many. The
 * server decides what a file really is from its bytes; this only looks at the count and the sizes.
 */
export function chosenFilesProblem(files: readonly { name: string; size: number }[], policy: UploadPolicy): string | null {
  if (files.length > policy.maxFiles) return `Attach at most ${policy.maxFiles} files.`;
  const problems = files.flatMap((file) => {
    if (file.size === 0) return [`“${file.name}” is empty.`];
    if (file.size > policy.maxFileBytes) return [`“${file.name}” is larger than ${sizeText(policy.maxFileBytes)}.`];
    return [];
  });
  return problems.length ? problems.join(' ') : null;
}
