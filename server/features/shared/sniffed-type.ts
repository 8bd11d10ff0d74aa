// The type of an uploaded file, read from its first bytes with file-type: never from its name
// or the Content-Type the client sent, which say whatever the sender wants. Profile photos and
// payment slips alike accept a file only by what its bytes are.
import { fileTypeFromBuffer } from 'file-type';

export type SniffedType<Mime extends string> =
  | { accepted: true; mime: Mime; ext: string }
  /** `mime` is what the bytes are when file-type knows them, undefined when it does not. */
  | { accepted: false; mime: string | undefined };

/** What the bytes are, and whether that is one of the accepted media types. */
export async function sniffType<Mime extends string>(
  bytes: Uint8Array,
  accepted: readonly Mime[],
): Promise<SniffedType<Mime>> {
  const found = await fileTypeFromBuffer(bytes);
  const mime = accepted.find((type) => type === found?.mime);
  return found && mime
    ? { accepted: true, mime, ext: found.ext }
    : { accepted: false, mime: found?.mime };
}
