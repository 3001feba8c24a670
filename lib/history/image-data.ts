/** A PNG data URL sent beside a save: checked (a PNG of the stated size), never stored. */
import sharp from "sharp";

export async function isPngOfSize(dataUrl: string, width: number, height: number): Promise<boolean> {
  const bytes = Buffer.from(dataUrl.slice("data:image/png;base64,".length), "base64");
  try {
    const meta = await sharp(bytes).metadata();
    return meta.format === "png" && meta.width === width && meta.height === height;
  } catch {
    return false;
  }
}
