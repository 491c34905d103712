/**
 * Reads a QR code from a camera frame or a photo. The browser's own BarcodeDetector where
 * it reads QR codes (Chrome on Android and macOS, ChromeOS); elsewhere (iPhone Safari,
 * Firefox, Chrome on Windows and Linux) jsQR, loaded only when a scan starts, so no other
 * page of the site carries it (decision 0016).
 */

type Source = HTMLVideoElement | ImageBitmap;

export interface QrDecoder {
  kind: 'native' | 'jsqr';
  /** The QR's text, or null when the picture holds none that can be read. */
  decode(source: Source): Promise<string | null>;
}

/** The part of the Barcode Detection API used here (not in TypeScript's DOM types yet). */
interface BarcodeDetectorLike {
  detect(source: Source): Promise<Array<{ rawValue: string }>>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      kind: 'native',
      decode: async (source) => (await detector.detect(source))[0]?.rawValue ?? null,
    };
  } catch {
    // A detector that exists but cannot start (no platform service): jsQR instead.
    return null;
  }
}

function sizeOf(source: Source): { width: number; height: number } {
  return source instanceof HTMLVideoElement
    ? { width: source.videoWidth, height: source.videoHeight }
    : { width: source.width, height: source.height };
}

/**
 * jsQR reads pixels: the frame is drawn on a canvas scaled down to `maxSide`, enough for a
 * QR that fills a fair part of the picture and fast enough to run a few times a second
 * on a modest phone.
 */
async function jsqrDecoder(maxSide: number): Promise<QrDecoder> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'jsqr',
    decode: async (source) => {
      const { width, height } = sizeOf(source);
      if (!context || width === 0 || height === 0) return null;
      const scale = Math.min(1, maxSide / Math.max(width, height));
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.drawImage(source, 0, 0, canvas.width, canvas.height);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      return jsQR(pixels.data, pixels.width, pixels.height)?.data || null;
    },
  };
}

/** A decoder for camera frames (small, fast) or photos (larger: the QR may be a small part). */
export async function loadQrDecoder(use: 'camera' | 'photo'): Promise<QrDecoder> {
  return (await nativeDecoder()) ?? jsqrDecoder(use === 'camera' ? 720 : 1600);
}

/** A photo's QR text, or null when none can be read in it. */
export async function decodeQrPhoto(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const first = await loadQrDecoder('photo');
    const text = await first.decode(bitmap);
    // A platform detector that finds nothing in a large photo gets a second reader.
    if (text !== null || first.kind === 'jsqr') return text;
    return await (await jsqrDecoder(1600)).decode(bitmap);
  } finally {
    bitmap.close();
  }
}
