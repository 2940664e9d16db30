// The media library's processing (server/media/process.ts) on real images made with sharp: what is accepted,
// what comes out (widths, formats, no metadata) and what is refused.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';
import { MEDIA_MAX_BYTES, MEDIA_WIDTHS, mediaWidths, parseMediaFile } from '@/lib/media';
import { bodyLimitFor, DEFAULT_BODY_LIMIT, MAX_BODY_BYTES, MEDIA_UPLOAD_PATH } from '@/server/http/form-routes.mts';
import { processImage } from '@/server/media/process';

/** A photo-like test image: a gradient with noise, so encoders have something to do. */
function pixels(width: number, height: number, channels: 3 | 4 = 3) {
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      data[at] = (x * 255) / width;
      data[at + 1] = (y * 255) / height;
      data[at + 2] = (x * y) % 251;
      if (channels === 4) data[at + 3] = x < width / 2 ? 255 : 0;
    }
  return sharp(data, { raw: { width, height, channels } });
}

const SECRET = 'Ada Lovelace, 51.5007 N 0.1246 W';

/** A JPEG carrying EXIF (owner, camera, a comment), rotated by its orientation tag. */
const jpegWithExif = (width = 2400, height = 1600, orientation?: number) =>
  pixels(width, height)
    .jpeg({ quality: 90 })
    .withMetadata({ ...(orientation ? { orientation } : {}), exif: { IFD0: { Artist: SECRET, Copyright: SECRET, Make: 'SecretCam', Model: 'X1', ImageDescription: SECRET } } })
    .toBuffer();

describe('media processing', () => {
  it('re-encodes a JPEG into every width up to 1920 in AVIF, WebP and JPEG, with its EXIF gone', async () => {
    const upload = await jpegWithExif();
    expect((await sharp(upload).metadata()).exif).toBeDefined(); // the test file really carries it
    expect(upload.includes(Buffer.from('SecretCam'))).toBe(true);

    const result = await processImage(upload, 'IMG 0001 (final).jpg');
    if (!result.ok) throw new Error(result.error);
    const { image } = result;
    expect(image).toMatchObject({ filename: 'IMG-0001-final.jpg', width: 1920, height: 1280 });
    expect(image.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(image.renditions.map((r) => `${r.width}.${r.format}`)).toEqual(MEDIA_WIDTHS.flatMap((w) => [`${w}.avif`, `${w}.webp`, `${w}.jpg`]));
    for (const rendition of image.renditions) {
      const meta = await sharp(rendition.data).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: { avif: 'heif', webp: 'webp', jpg: 'jpeg' }[rendition.format],
        width: rendition.width,
        height: Math.round((1280 * rendition.width) / 1920),
      });
      expect(meta.exif, `${rendition.width}.${rendition.format}`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      for (const trace of ['SecretCam', 'Ada Lovelace']) expect(rendition.data.includes(Buffer.from(trace)), `${trace} in ${rendition.width}.${rendition.format}`).toBe(false);
    }
  }, 60_000);

  it('turns a photo upright by its orientation tag before the tag is dropped', async () => {
    const upload = await jpegWithExif(600, 400, 6); // 6: shown turned 90° clockwise
    expect((await sharp(upload).metadata()).orientation).toBe(6);
    const result = await processImage(upload, 'sideways.jpg');
    if (!result.ok) throw new Error(result.error);
    expect([result.image.width, result.image.height]).toEqual([400, 600]);
    expect(result.image.renditions.map((r) => `${r.width}x${r.height}`)).toEqual(['384x576', '384x576', '384x576', '400x600', '400x600', '400x600']);
    expect((await sharp(result.image.renditions[0].data).metadata()).orientation).toBeUndefined();
  }, 60_000);

  it('keeps a small PNG at its own width, transparency in AVIF and WebP, white behind it in JPEG', async () => {
    const png = await pixels(300, 200, 4).png().toBuffer();
    const result = await processImage(png, 'logo.png');
    if (!result.ok) throw new Error(result.error);
    expect(result.image.renditions.map((r) => `${r.width}.${r.format}`)).toEqual(['300.avif', '300.webp', '300.jpg']);
    const byFormat = Object.fromEntries(result.image.renditions.map((r) => [r.format, r.data]));
    expect((await sharp(byFormat.webp).metadata()).hasAlpha).toBe(true);
    const corner = await sharp(byFormat.jpg).extract({ left: 290, top: 5, width: 1, height: 1 }).raw().toBuffer();
    expect([...corner].every((value) => value > 240)).toBe(true); // the transparent half is white, not black
  }, 60_000);

  it('accepts WebP and AVIF uploads, and gives the same file the same hash', async () => {
    for (const [name, bytes] of [
      ['a.webp', await pixels(500, 300).webp().toBuffer()],
      ['a.avif', await pixels(500, 300).avif().toBuffer()],
    ] as const) {
      const [first, second] = [await processImage(bytes, name), await processImage(bytes, `copy of ${name}`)];
      expect(first.ok && second.ok && first.image.hash === second.image.hash, name).toBe(true);
    }
  }, 60_000);

  it('refuses a real image carrying an HTML page (a polyglot), and drops any other bytes appended to one', async () => {
    const png = await pixels(400, 300).png().toBuffer();
    const polyglot = await processImage(Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script></html>')]), 'innocent.png');
    expect(!polyglot.ok && polyglot.error).toMatch(/“innocent.png” is an image with a web page or script hidden inside it/);
    const trailer = Buffer.from('TRAILING-PAYLOAD-0123456789');
    const result = await processImage(Buffer.concat([png, trailer]), 'trailer.png');
    if (!result.ok) throw new Error(result.error);
    for (const rendition of result.image.renditions) expect(rendition.data.includes(trailer)).toBe(false);
  }, 60_000);

  it.each([
    ['an SVG', 'logo.svg', () => Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), /SVG image, which we do not accept/],
    ['an SVG named .png', 'logo.png', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), /SVG image/],
    ['an HTML page named .jpg', 'photo.jpg', () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), /is not a JPEG, PNG, WebP or AVIF image/],
    ['a GIF', 'anim.gif', () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64'), /is not a JPEG, PNG, WebP or AVIF image/],
    ['HTML behind a JPEG header (a polyglot)', 'photo.jpg', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), Buffer.from('<html><script>alert(1)</script></html>')]), /hidden inside it \(a polyglot file\)/],
    ['something else behind a JPEG header', 'photo.jpg', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), Buffer.alloc(2000, 'A')]), /could not be read as a JPEG, PNG, WebP or AVIF image/],
    ['a PDF', 'scan.jpg', () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), /is not a JPEG, PNG, WebP or AVIF image/],
    ['an empty file', 'empty.png', () => Buffer.alloc(0), /Choose an image/],
  ])('refuses %s with a message naming it', async (_, name, bytes, message) => {
    const result = await processImage(bytes(), name);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(message);
  });

  it('refuses a file over the size limit before decoding it, and an image over the pixel limit', async () => {
    const big = Buffer.alloc(MEDIA_MAX_BYTES + 1);
    (await pixels(64, 64).png().toBuffer()).copy(big); // a real PNG at the start: the size alone refuses it
    const tooBig = await processImage(big, 'huge.png');
    expect(!tooBig.ok && tooBig.error).toMatch(/“huge.png” is larger than 20 MB/);
    // 8000 x 6000 of one colour: a small file, but 48 megapixels to decode.
    const wide = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#5b3df5' } }).png().toBuffer();
    expect(wide.byteLength).toBeLessThan(MEDIA_MAX_BYTES);
    const tooWide = await processImage(wide, 'poster.png');
    expect(!tooWide.ok && tooWide.error).toMatch(/8000 × 6000 pixels, more than we take/);
  }, 60_000);
});

describe('media widths and URLs', () => {
  it('are widths the image optimiser already serves (next.config.ts)', () => {
    const served = [...(nextConfig.images?.deviceSizes ?? []), ...(nextConfig.images?.imageSizes ?? [])];
    for (const width of MEDIA_WIDTHS) expect(served).toContain(width);
    expect(nextConfig.images?.formats).toEqual(['image/avif', 'image/webp']);
  });

  it.each([
    [3000, [384, 640, 960, 1280, 1920]],
    [1920, [384, 640, 960, 1280, 1920]],
    [1000, [384, 640, 960, 1000]],
    [384, [384]],
    [120, [120]],
  ])('an image %i px wide is stored at %j', (width, widths) => {
    expect(mediaWidths(width)).toEqual(widths);
  });

  it.each([
    ['0123456789abcdef0123456789abcdef-640.avif', { hash: '0123456789abcdef0123456789abcdef', width: 640, format: 'avif' }],
    ['0123456789abcdef0123456789abcdef-1920.jpg', { hash: '0123456789abcdef0123456789abcdef', width: 1920, format: 'jpg' }],
    ['0123456789abcdef0123456789abcdef-640.svg', null],
    ['0123456789ABCDEF0123456789abcdef-640.webp', null],
    ['../0123456789abcdef0123456789abcdef-640.webp', null],
    ['0123456789abcdef0123456789abcdef-0640.webp', null],
    ['0123456789abcdef0123456789abcdef-640.webp.html', null],
  ])('parses the file name %s', (name, parsed) => {
    expect(parseMediaFile(name)).toEqual(parsed);
  });
});

describe('the request guard’s body limit for uploads', () => {
  it.each([
    ['/admin/media', MEDIA_MAX_BYTES + 256 * 1024],
    ['/admin/media/', MEDIA_MAX_BYTES + 256 * 1024],
    ['/admin/media/6f1c2a7e-0000-4000-8000-000000000001', DEFAULT_BODY_LIMIT],
    ['/admin/jobs/new', DEFAULT_BODY_LIMIT],
  ])('%s takes at most %i bytes', (route, limit) => {
    expect(MEDIA_UPLOAD_PATH).toBe('/admin/media');
    expect(bodyLimitFor(route)).toBe(limit);
    expect(limit).toBeLessThanOrEqual(MAX_BODY_BYTES); // nginx and Next's own limit cover it
  });
});
