/**
 * A ZIP of wallpaper images, streamed: one image is read, added and sent before the next is read,
 * so memory stays flat however many are exported. PNGs are already compressed: stored as they are.
 */
import "server-only";
import { Zip, ZipPassThrough } from "fflate";

export interface ZipEntry {
  name: string;
  /** The bytes, or null when the image cannot be read (the entry is skipped). */
  read(): Promise<Uint8Array | null>;
}

export function zipStream(entries: readonly ZipEntry[], first?: { name: string; bytes: Uint8Array }): ReadableStream<Uint8Array> {
  let zip: Zip;
  let index = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      if (first) add(zip, first.name, first.bytes);
    },
    // Pulled as the client reads: one image per pull, so a slow reader holds back the reading too.
    async pull() {
      while (index < entries.length) {
        const entry = entries[index++]!;
        const bytes = await entry.read();
        if (bytes) return add(zip, entry.name, bytes);
      }
      zip.end();
    },
  });
}

function add(zip: Zip, name: string, bytes: Uint8Array) {
  const file = new ZipPassThrough(name);
  zip.add(file);
  file.push(bytes, true);
}
