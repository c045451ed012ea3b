import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, reviewMedia, reviews } from '../../db/schema/index.ts';
import { videoTools } from '../../platform/video-tools.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { receivedOrderReview, uploadReviewMedia } from '../../test-support/reviews.ts';
import { signedHeaders } from '../../test-support/signed-headers.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';
import { convertReviewVideo, REVIEW_VIDEO_JOB, reviewVideoJob } from './index.ts';

const run = promisify(execFile);
/** The fixtures are made with the ffmpeg npm install brought, as the API's conversions are: the machine has none. */
const tools = videoTools();

let shop: TestApp;
let folder: string;
let shortMp4: Buffer;
let longMp4: Buffer;

/** A clip made by ffmpeg's test sources: a moving pattern and a tone. */
async function makeClip(name: string, seconds: number, size: string, rate: number) {
  const file = join(folder, name);
  await run(tools.ffmpeg, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=${rate}:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', file],
  ]);
  return readFile(file);
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'talad-review-fixtures-'));
  [shop, shortMp4, longMp4] = await Promise.all([
    buildTestApp({ rateLimitPerMinute: 1_000_000 }),
    makeClip('short.mp4', 2, '320x240', 15),
    makeClip('long.mp4', 61, '32x32', 1),
  ]);
}, 120_000);
afterAll(async () => {
  await shop.close();
  await rm(folder, { recursive: true, force: true });
});

/** A JPEG as a phone takes it: camera make and a GPS position in its EXIF. */
const gpsJpeg = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TaladPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '100/1 30/1 0/1' },
    })
    .toBuffer();

const detail = async (member: Member, reviewId: number) =>
  (await call(shop.app, 'GET', `/reviews/review-detail?review_id=${reviewId}`, { token: member.session.access_token })).json().data;
const served = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url: new URL(url).pathname, headers });

describe('review photos', () => {
  it('a JPEG with GPS data comes back as WebP without any EXIF, with a thumbnail', async () => {
    const member = await registerMember(shop);
    const reviewId = await receivedOrderReview(shop, member);
    const original = await gpsJpeg();
    const exif = (await sharp(original).metadata()).exif;
    expect(exif?.includes(Buffer.from('TaladPhone'))).toBe(true);
    // The GPS IFD pointer (tag 0x8825) is there, either byte order.
    expect(Boolean(exif?.includes(Buffer.from([0x88, 0x25])) || exif?.includes(Buffer.from([0x25, 0x88])))).toBe(true);

    const answer = await uploadReviewMedia(shop, member, reviewId, original, 'IMG_0001.jpg');
    expect(answer.statusCode, answer.body).toBe(200);
    const [image] = answer.json().data.images;
    expect(image).toMatchObject({ kind: 'IMAGE', status: 'READY', width: 1200, height: 900, poster_url: null });
    for (const url of [image.url, image.thumbnail_url]) {
      const file = await served(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const meta = await sharp(file.rawPayload).metadata();
      expect({ format: meta.format, exif: meta.exif, xmp: meta.xmp, icc: meta.icc }).toEqual({
        format: 'webp',
        exif: undefined,
        xmp: undefined,
        icc: undefined,
      });
      expect(file.rawPayload.includes(Buffer.from('TaladPhone'))).toBe(false);
    }
    expect((await sharp((await served(image.thumbnail_url)).rawPayload).metadata()).width).toBe(320);
  });

  it('refuses a text file named .jpg, in Thai and English, and leaves the review as it was', async () => {
    const member = await registerMember(shop);
    const reviewId = await receivedOrderReview(shop, member);
    const answer = await uploadReviewMedia(shop, member, reviewId, Buffer.from('just some text, not a picture at all\n'), 'holiday.jpg');
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({
      status_code: 11403,
      message: 'The file must be a JPEG, PNG or WebP photo or an MP4, WebM or MOV video',
    });
    // A JPEG header over garbage passes the first bytes but not sharp.
    const fake = await uploadReviewMedia(
      shop,
      member,
      reviewId,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]),
    );
    expect(fake.json().status_code).toBe(11403);
    expect(await detail(member, reviewId)).toMatchObject({ images: [], videos: [], status: 'WAITING' });
  });

  it('takes at most 5 photos; clear-media removes them all', async () => {
    const member = await registerMember(shop);
    const reviewId = await receivedOrderReview(shop, member);
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fa0' } })
      .png()
      .toBuffer();
    for (let index = 0; index < 5; index += 1)
      expect((await uploadReviewMedia(shop, member, reviewId, photo, 'a.png')).statusCode).toBe(200);
    const sixth = await uploadReviewMedia(shop, member, reviewId, photo, 'a.png');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().status_code).toBe(11402);
    const { images } = await detail(member, reviewId);
    expect(images).toHaveLength(5);
    expect((await shop.db.select().from(reviews).where(eq(reviews.id, reviewId)))[0]!.readyPhotos).toBe(5);
    const cleared = await call(shop.app, 'PUT', '/reviews/clear-media', {
      token: member.session.access_token,
      body: { review_id: reviewId },
    });
    expect(cleared.json().data).toMatchObject({ images: [], videos: [] });
    expect((await shop.db.select().from(reviews).where(eq(reviews.id, reviewId)))[0]!.readyPhotos).toBe(0);
    // The files go with them.
    for (const image of images) expect((await served(image.url)).statusCode).toBe(404);
  });

  it('uploads racing for the last places keep the limit', async () => {
    const member = await registerMember(shop);
    const reviewId = await receivedOrderReview(shop, member);
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#09f' } })
      .webp()
      .toBuffer();
    for (let index = 0; index < 3; index += 1) await uploadReviewMedia(shop, member, reviewId, photo, 'a.webp');
    const racing = await Promise.all(Array.from({ length: 4 }, () => uploadReviewMedia(shop, member, reviewId, photo, 'a.webp')));
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409]);
    expect((await detail(member, reviewId)).images).toHaveLength(5);
  });

  it("another member's review takes no media: 404, nothing stored", async () => {
    const owner = await registerMember(shop);
    const other = await registerMember(shop);
    const reviewId = await receivedOrderReview(shop, owner);
    const answer = await uploadReviewMedia(shop, other, reviewId, await gpsJpeg());
    expect(answer.statusCode).toBe(404);
    expect(answer.json().status_code).toBe(11401);
    expect((await detail(owner, reviewId)).images).toEqual([]);
  });

  it("another member cannot clear a review's media: 404, the owner's photo stays and is still served", async () => {
    const owner = await registerMember(shop);
    const other = await registerMember(shop);
    const reviewId = await receivedOrderReview(shop, owner);
    expect((await uploadReviewMedia(shop, owner, reviewId, await gpsJpeg())).statusCode).toBe(200);
    const [photo] = (await detail(owner, reviewId)).images;
    const cleared = await call(shop.app, 'PUT', '/reviews/clear-media', {
      token: other.session.access_token,
      body: { review_id: reviewId },
    });
    expect(cleared.statusCode).toBe(404);
    expect(cleared.json().status_code).toBe(11401);
    expect((await detail(owner, reviewId)).images).toEqual([photo]);
    expect((await served(photo.url)).statusCode).toBe(200);
  });

  it('refuses a missing review_id or file, JSON, and a malformed multipart body: 4xx, never a 500', async () => {
    const member = await registerMember(shop);
    const headers = await signedHeaders('/reviews/add-media', { accessToken: member.session.access_token });
    const send = (type: string, payload: string) =>
      shop.app.inject({ method: 'POST', url: '/reviews/add-media', payload, headers: { ...headers, 'content-type': type } });
    expect((await send('application/json', '{"review_id":1}')).statusCode).toBe(415);
    const cut = await send(
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nno end',
    );
    expect(cut.statusCode).toBe(400);
    expect((await uploadReviewMedia(shop, member, 'abc', await gpsJpeg())).statusCode).toBe(400);
    const reviewId = await receivedOrderReview(shop, member);
    expect((await uploadReviewMedia(shop, member, reviewId, Buffer.alloc(0))).statusCode).toBe(400);
  });
});

describe('review videos', () => {
  it('refuses a video over 50 MB and one over 60 seconds, leaving the review as it was', async () => {
    const member = await registerMember(shop);
    const reviewId = await receivedOrderReview(shop, member);
    const oversized = Buffer.alloc(50 * 1024 * 1024 + 1);
    shortMp4.copy(oversized, 0, 0, 64);
    const big = await uploadReviewMedia(shop, member, reviewId, oversized, 'big.mp4');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ status_code: 11405, message: 'The video must be 50 MB or smaller' });
    const long = await uploadReviewMedia(shop, member, reviewId, longMp4, 'long.mp4');
    expect(long.statusCode).toBe(413);
    expect(long.json().status_code).toBe(11406);
    const broken = await uploadReviewMedia(shop, member, reviewId, shortMp4.subarray(0, 200), 'cut.mp4');
    expect(broken.json().status_code).toBe(11407);
    expect(await detail(member, reviewId)).toMatchObject({ videos: [], media_processing: false });
    expect(await shop.db.select().from(jobs).where(eq(jobs.kind, REVIEW_VIDEO_JOB))).toEqual([]);
  });

  it('a real short MP4 is processing until the job made a poster and a web-playable MP4', async () => {
    const member = await registerMember(shop);
    const reviewId = await receivedOrderReview(shop, member);
    const answer = await uploadReviewMedia(shop, member, reviewId, shortMp4, 'clip.mp4');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      media_processing: true,
      videos: [{ kind: 'VIDEO', status: 'PROCESSING', url: null, poster_url: null, width: 320, height: 240, duration_seconds: 2 }],
    });
    expect((await uploadReviewMedia(shop, member, reviewId, shortMp4, 'again.mp4')).json().status_code).toBe(11402);

    const [job] = await shop.db.select().from(jobs).where(eq(jobs.kind, REVIEW_VIDEO_JOB));
    expect(job).toBeDefined();
    const [upload] = await shop.db.select({ key: reviewMedia.sourceKey }).from(reviewMedia).where(eq(reviewMedia.reviewId, reviewId));
    expect(await shop.app.media.get(upload!.key!)).toEqual(shortMp4);
    expect(await reviewVideoJob(shop.db, shop.app.media, shop.config.videoTools).run(job!)).toBe('ready');
    // The upload as sent is dropped once converted.
    expect(await shop.app.media.get(upload!.key!)).toBeNull();

    const after = await detail(member, reviewId);
    expect(after.media_processing).toBe(false);
    const [video] = after.videos;
    expect(video).toMatchObject({
      status: 'READY',
      url: expect.stringMatching(/\.mp4$/),
      poster_url: expect.stringMatching(/-poster\.webp$/),
    });
    const poster = await served(video.poster_url);
    expect(poster.headers['content-type']).toBe('image/webp');
    expect((await sharp(poster.rawPayload).metadata()).width).toBe(320);

    const mp4 = await served(video.url);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    const file = join(folder, 'served.mp4');
    await writeFile(file, mp4.rawPayload);
    const { stdout } = await run(tools.ffprobe, ['-v', 'error', '-show_entries', 'stream=codec_name,pix_fmt', '-of', 'json', file]);
    const codecs = (JSON.parse(stdout) as { streams: Array<{ codec_name: string }> }).streams.map((stream) => stream.codec_name).sort();
    expect(codecs).toEqual(['aac', 'h264']);
    // faststart: the index (moov) comes before the media data (mdat).
    expect(mp4.rawPayload.indexOf('moov')).toBeLessThan(mp4.rawPayload.indexOf('mdat'));
    const range = await served(video.url, { range: 'bytes=0-99' });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload).toHaveLength(100);

    // The product page now counts a review with a video once it is written.
    await call(shop.app, 'PUT', '/reviews/write-review', {
      token: member.session.access_token,
      body: { review_id: reviewId, product_quality_rating: 5, shipping_service_rating: 5, sales_service_rating: 5, comment: 'ดูคลิปได้เลย' },
    });
    const code = after.product_id as string;
    const withVideo = (await call(shop.app, 'GET', `/reviews/products/${code}?filter=with_video`)).json().data;
    expect(withVideo.items.map((item: { review_id: number }) => item.review_id)).toContain(reviewId);
  }, 60_000);

  it('takes WebM and QuickTime by their content whatever their names, and converts both (a 1280×720 one to 720×404)', async () => {
    const member = await registerMember(shop);
    const webm = join(folder, 'clip.webm');
    const mov = join(folder, 'clip.mov');
    await run(tools.ffmpeg, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=10:duration=1', '-f', 'lavfi'],
      ...['-i', 'sine=duration=1', '-c:v', 'libvpx', '-deadline', 'realtime', '-c:a', 'libvorbis', webm],
    ]);
    await run(tools.ffmpeg, ['-v', 'error', '-y', '-i', join(folder, 'short.mp4'), '-c', 'copy', '-f', 'mov', mov]);
    for (const [file, name, size] of [
      [webm, 'clip.mp4', '720x404'],
      [mov, 'notes.txt', '320x240'],
    ] as const) {
      const reviewId = await receivedOrderReview(shop, member);
      const answer = await uploadReviewMedia(shop, member, reviewId, await readFile(file), name);
      expect(answer.json().data.videos, name).toEqual([expect.objectContaining({ status: 'PROCESSING' })]);
      const [media] = await shop.db.select().from(reviewMedia).where(eq(reviewMedia.reviewId, reviewId));
      expect(await convertReviewVideo(shop.db, shop.app.media, shop.config.videoTools, media!.id)).toBe('ready');
      const { url } = (await detail(member, reviewId)).videos[0];
      expect(url).toMatch(/\.mp4$/);
      const converted = join(folder, 'converted.mp4');
      await writeFile(converted, (await served(url)).rawPayload);
      const probe = await run(tools.ffprobe, ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'csv=p=0:s=x', converted]);
      // At most 720 px on the long side, its shape kept, even sizes; a small clip is not enlarged.
      expect(probe.stdout.trim(), name).toBe(size);
    }
  }, 60_000);

  it('a video cleared before its job ran is not converted', async () => {
    const member = await registerMember(shop);
    const reviewId = await receivedOrderReview(shop, member);
    await uploadReviewMedia(shop, member, reviewId, shortMp4, 'clip.mp4');
    const [media] = await shop.db.select().from(reviewMedia).where(eq(reviewMedia.reviewId, reviewId));
    await call(shop.app, 'PUT', '/reviews/clear-media', { token: member.session.access_token, body: { review_id: reviewId } });
    expect(await shop.app.media.get(media!.sourceKey!)).toBeNull();
    expect(await convertReviewVideo(shop.db, shop.app.media, shop.config.videoTools, media!.id)).toBe('nothing to convert');
    expect(await detail(member, reviewId)).toMatchObject({ videos: [], media_processing: false });
  });

  it('the uploaded original is never served', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/media/review-uploads/anything.mp4' })).statusCode).toBe(404);
  });
});
