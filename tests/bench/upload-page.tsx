// The page upload.bench.ts opens: signs the owner in (a token the bench got), then uploads whatever
// file the bench puts in its picker through the real upload store (the three steps), and makes the
// thumbnail of a 6000×4000 JPEG while a PerformanceObserver records the main thread's long tasks.
import { createProofdesk } from 'proofdesk';
import { getUploadStore } from 'proofdesk/upload';
import { createThumbnailMaker } from '../../sdk/core/uploads/thumbnail';

declare global {
  interface Window {
    uploadBench: {
      ready: Promise<void>;
      /** Uploads the picker's file; ms from start to registration, and how it ended. */
      upload(orderId: string): Promise<{ ms: number; phase: string; error?: string; bytes: number }>;
      /** Encodes a width×height JPEG (off the clock), then times its thumbnail and the long tasks. */
      thumbnail(
        width: number,
        height: number,
      ): Promise<{
        ms: number;
        longTasks: number[];
        width: number;
        height: number;
        type: string;
        sourceBytes: number;
      }>;
    };
  }
}

const params = new URLSearchParams(window.location.search);
const instance = createProofdesk({ baseUrl: `${window.location.origin}/api`, clientType: 'customer' });
const picker = document.getElementById('file') as HTMLInputElement;

const ready = instance.session
  .signInWithToken({
    accessToken: params.get('token')!,
    accessTokenExpiresAt: params.get('expires')!,
    clientType: 'customer',
  })
  .then((result) => {
    if (!result.ok) throw new Error(result.error.message);
  });

async function upload(orderId: string) {
  const file = picker.files?.[0];
  if (!file) throw new Error('no file chosen');
  const store = getUploadStore(instance);
  const start = performance.now();
  const started = store.start({
    orderId,
    target: { kind: 'attachment', category: 'supplied' },
    files: [file],
  });
  if (!started.ok) throw new Error(started.problem.message);
  const item = await store.settled(started.ids[0]!);
  return {
    ms: performance.now() - start,
    phase: item.phase,
    bytes: file.size,
    ...(item.error && { error: item.error }),
  };
}

async function thumbnail(width: number, height: number) {
  // The source photo: noise-free gradients, encoded as a JPEG in a worker-free way before timing.
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#1d4ed8');
  gradient.addColorStop(0.5, '#f59e0b');
  gradient.addColorStop(1, '#15803d');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  const photo = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const maker = createThumbnailMaker();
  const start = performance.now();
  const made = await maker.make(new File([photo], 'photo.jpg', { type: 'image/jpeg' }));
  const ms = performance.now() - start;
  // Long tasks are reported after they end: give the observer a frame or two.
  await new Promise((resolve) => setTimeout(resolve, 200));
  observer.disconnect();
  maker.destroy();
  if (!made) throw new Error('no thumbnail');
  const bitmap = await createImageBitmap(made);
  return {
    ms,
    longTasks,
    width: bitmap.width,
    height: bitmap.height,
    type: made.type,
    sourceBytes: photo.size,
  };
}

window.uploadBench = { ready, upload, thumbnail };
