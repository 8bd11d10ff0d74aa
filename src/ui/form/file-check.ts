// The checks a chosen file passes before it is sent as a body of bytes (the spec's uploads,
// section 5). The type is read from the file's first bytes, as the server does: a browser
// names a file's type from its extension, so a text file renamed .png says image/png.

export type FileType = 'image/png' | 'image/jpeg' | 'application/pdf';

const SIGNATURES: Record<FileType, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  // %PDF-
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
};

export interface FileRule {
  types: readonly FileType[];
  maxBytes: number;
}

export type FileProblem = 'format' | 'size';

export type FileCheck = { file: Blob; problem?: undefined } | { problem: FileProblem };

/** What a file input offers for `rule`. */
export const acceptOf = (rule: FileRule) => rule.types.join(',');

/** The file to send, typed by its bytes; or what is wrong with it. */
export async function checkFile(file: Blob, rule: FileRule): Promise<FileCheck> {
  if (!rule.types.some((type) => type === file.type)) return { problem: 'format' };
  if (file.size > rule.maxBytes) return { problem: 'size' };
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const type = rule.types.find((type) => SIGNATURES[type].every((byte, i) => head[i] === byte));
  if (!type) return { problem: 'format' };
  // A JPEG named .png goes as what it is.
  return { file: type === file.type ? file : file.slice(0, file.size, type) };
}
