import { type Page } from '@playwright/test';

/** A 640×480 picture painted by the browser (above the api's minimum size), ready to upload. */
export async function paintedPicture(page: Page, name: string, hue: number, type: string) {
  const encoded = await page.evaluate(
    async ({ hue, type }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const context = canvas.getContext('2d')!;
      context.fillStyle = `hsl(${hue} 70% 55%)`;
      context.fillRect(0, 0, 640, 480);
      context.fillStyle = 'white';
      context.fillRect(200, 140, 240, 200);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
    },
    { hue, type },
  );
  return { name, mimeType: type, buffer: Buffer.from(encoded, 'base64') };
}
